import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  /** A line under the title saying what the page is for (or what it shows now). */
  intro?: ReactNode;
  /** Links or buttons at the heading's end (below it on a phone). */
  children?: ReactNode;
}

/** A screen's h1, its introduction, and its actions at the end of the line. */
export function PageHeading({ title, intro, children }: PageHeadingProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1}>{title}</Title>
        {intro && (
          <Text c="dimmed" size="sm" mt={4} maw={720}>
            {intro}
          </Text>
        )}
      </div>
      {children}
    </Group>
  );
}
