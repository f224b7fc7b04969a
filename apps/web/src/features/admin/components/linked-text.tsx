import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

// http(s) addresses only; trailing punctuation belongs to the sentence, not the link.
const urlPattern = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'}]/gi;

/**
 * Plain text with its web addresses made clickable (e.g. the reset link in an email).
 * Everything else stays text: nothing in the message is ever interpreted as HTML.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });

  return (
    <>
      {parts.map((part, index) =>
        part.href ? (
          <Anchor
            key={index}
            href={part.href}
            rel="noopener noreferrer"
            style={{ overflowWrap: 'anywhere' }}
          >
            {part.text}
          </Anchor>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
