import { Paper, Text } from '@mantine/core';

/** A list with nothing in it: what that means, and what to do. */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="lg" ta="center">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}
