import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { opportunityKinds } from '@portal/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import type { OpportunityFilters } from '../api/get-opportunities';
import { cardMessages, listMessages as text } from '../messages';

interface FiltersProps {
  filters: OpportunityFilters;
  onChange: (next: OpportunityFilters) => void;
}

/** Kind, words, place and remote; typed words go to the server once typing pauses. */
export function OpportunityFiltersBar({ filters, onChange }: FiltersProps) {
  const t = useT();
  const [typed, setTyped] = useState({ q: filters.q, location: filters.location });
  const report = useDebouncedCallback(
    (next: typeof typed) =>
      onChange({ ...filters, q: next.q.trim(), location: next.location.trim() }),
    300,
  );
  const type = (field: 'q' | 'location', value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    report(next);
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <TextInput
        type="search"
        label={t(text.search)}
        description={t(text.searchHint)}
        value={typed.q}
        onChange={(event) => type('q', event.currentTarget.value)}
      />
      <TextInput
        type="search"
        label={t(text.location)}
        description={t(text.locationHint)}
        value={typed.location}
        onChange={(event) => type('location', event.currentTarget.value)}
      />
      <NativeSelect
        label={t(text.kind)}
        value={filters.kind}
        onChange={(event) =>
          onChange({
            ...filters,
            kind: opportunityKinds.find((kind) => kind === event.currentTarget.value) ?? '',
          })
        }
        data={[
          { value: '', label: t(text.anyKind) },
          ...opportunityKinds.map((kind) => ({ value: kind, label: t(cardMessages[kind]) })),
        ]}
      />
      <NativeSelect
        label={t(text.remote)}
        value={filters.remote}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...filters, remote: value === 'true' || value === 'false' ? value : '' });
        }}
        data={[
          { value: '', label: t(text.remoteAny) },
          { value: 'true', label: t(text.remoteOnly) },
          { value: 'false', label: t(text.onSiteOnly) },
        ]}
      />
    </SimpleGrid>
  );
}
