import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { auditActions } from '@portal/contract';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import type { AuditFilters } from '../api/get-audit';
import { actionPhrases, auditMessages as text } from './messages';

interface AuditFiltersProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Who (typed words go to the server once typing pauses), what, and a range of days. */
export function AuditFiltersBar({ filters, onChange }: AuditFiltersProps) {
  const t = useT();
  const [actor, setActor] = useState(filters.actor ?? '');
  const report = useDebouncedCallback(
    (typed: string) => onChange({ ...filters, actor: typed.trim() || undefined }),
    300,
  );
  const any = Boolean(filters.actor || filters.action || filters.from || filters.to);
  const actionOptions = [
    { value: '', label: t(text.allActions) },
    ...auditActions.map((action) => ({ value: action, label: t(actionPhrases[action]) })),
  ];

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t(text.filter)}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        style={{ flex: '1 1 18rem', minWidth: 0 }}
      >
        <TextInput
          type="search"
          label={t(text.actor)}
          placeholder={t(text.actorHint)}
          value={actor}
          onChange={(event) => {
            setActor(event.currentTarget.value);
            report(event.currentTarget.value);
          }}
        />
        <NativeSelect
          label={t(text.action)}
          data={actionOptions}
          value={filters.action ?? ''}
          onChange={(event) => {
            const action = auditActions.find((known) => known === event.currentTarget.value);
            onChange({ ...filters, action });
          }}
        />
        <TextInput
          type="date"
          label={t(text.from)}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) =>
            onChange({ ...filters, from: event.currentTarget.value || undefined })
          }
        />
        <TextInput
          type="date"
          label={t(text.to)}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {any && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => {
            report.cancel();
            setActor('');
            onChange({});
          }}
        >
          {t(text.clearFilters)}
        </Button>
      )}
    </Group>
  );
}
