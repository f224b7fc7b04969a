import { Button, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { eventPeopleMessages } from './event-form-messages';

interface ListRowProps {
  /** E.g. "Sponsor 2": names the group. */
  legend: string;
  /** E.g. "Remove sponsor 2": the remove button's name for screen readers. */
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}

/** One sponsor or organiser: its boxes in a named group, and a way to remove it. */
export function ListRow({ legend, removeLabel, onRemove, children }: ListRowProps) {
  const t = useT();
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
          aria-label={removeLabel}
        >
          {t(eventPeopleMessages.remove)}
        </Button>
      </Group>
    </Fieldset>
  );
}
