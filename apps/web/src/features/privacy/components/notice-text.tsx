import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The notice as written: blocks split by a blank line; a line starting with "## " is a heading,
 * lines starting with "- " a list. Plain text only: nothing an admin writes becomes markup.
 */
export function NoticeText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(<Text key={blocks.length}>{paragraph.join(' ')}</Text>);
    if (items.length > 0)
      blocks.push(
        <List key={blocks.length} spacing={4}>
          {items.map((item, index) => (
            <List.Item key={index}>{item}</List.Item>
          ))}
        </List>,
      );
    paragraph = [];
    items = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push(
        <Title key={blocks.length} order={2} size="h3" mt="sm">
          {line.slice(3)}
        </Title>,
      );
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      items.push(line.slice(2));
    } else {
      if (items.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return <Stack gap="sm">{blocks}</Stack>;
}
