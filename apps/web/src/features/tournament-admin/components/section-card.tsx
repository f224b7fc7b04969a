import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled block of the organisers' page (a landmark named by its heading). */
export function SectionCard({ id, title, description, actions, children }: SectionCardProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" mt={4} maw={640}>
                {description}
              </Text>
            )}
          </div>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
