import { Button, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ListRowProps {
  /** E.g. "Sponsor 2": names the group and its remove button for screen readers. */
  legend: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One sponsor or organiser: its boxes in a named group, and a way to remove it. */
export function ListRow({ legend, onRemove, children }: ListRowProps) {
  return (
    <Fieldset legend={legend} radius="md" p="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          aria-label={`Remove ${legend.toLowerCase()}`}
        >
          Remove
        </Button>
      </Group>
    </Fieldset>
  );
}
