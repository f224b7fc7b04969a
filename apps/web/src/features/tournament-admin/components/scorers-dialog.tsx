import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Match } from '@portal/contract';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useMemberSearch, useSaveScorers } from '../api/save-scorers';
import { FormModal } from './form-modal';
import { matchTitle } from './match-labels';
import { adminMessages, scorersMessages as m } from './messages';

interface ScorersDialogProps {
  match: Match | null;
  onClose: () => void;
}

/** Names the members who may score a match ball by ball, besides the event's organisers. */
export function ScorersDialog({ match, onClose }: ScorersDialogProps) {
  const t = useT();
  return (
    <FormModal
      opened={match !== null}
      title={match ? t(m.title, { match: matchTitle(match) }) : ''}
      onClose={onClose}
    >
      {match && <ScorersForm match={match} onClose={onClose} />}
    </FormModal>
  );
}

function ScorersForm({ match, onClose }: { match: Match; onClose: () => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>(match.scorers ?? []);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const members = useMemberSearch(debounced);
  const save = useSaveScorers();
  // Members already named keep a label even when the search no longer finds them.
  const [known, setKnown] = useState(new Map<string, string>());
  const found = members.data ?? [];
  const labels = new Map([...known, ...found.map((member) => [member._id, member.name] as const)]);
  const data = [...labels].map(([value, label]) => ({ value, label }));
  for (const id of chosen) if (!labels.has(id)) data.push({ value: id, label: t(m.unknownMember) });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { eventId: match.eventId, matchId: match._id, scorers: chosen },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(m.saved) });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: t(m.failed), message: getErrorMessage(error) }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t(m.description)}</Text>
        <MultiSelect
          label={t(m.label)}
          data={data}
          value={chosen}
          onChange={(value) => {
            setKnown(labels);
            setChosen(value);
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={t(m.noMembers)}
          maxValues={20}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t(adminMessages.cancel)}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
