import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import type { Match, Team } from '@portal/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { useDeleteMatch } from '../api/delete-match';
import { FixtureForm } from './fixture-form';
import { FixturesTable } from './fixtures-table';
import { FormModal } from './form-modal';
import { formatMatchTime, matchTitle } from './match-labels';
import { SectionCard } from './section-card';

interface FixturesSectionProps {
  eventId: string;
  teams: readonly Team[];
  matches: readonly Match[];
}

/** The schedule by start time, with add, delete and a way to the scorer's screen. */
export function FixturesSection({ eventId, teams, matches }: FixturesSectionProps) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteMatch();
  const sorted = [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const canAdd = teams.length >= 2;

  const confirmDelete = (match: Match) =>
    void openConfirmModal({
      title: `Delete ${matchTitle(match)}?`,
      children: (
        <Text size="sm">
          The fixture on {formatMatchTime(match.date)} and any score recorded for it will be
          removed. Standings are worked out again without it.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { eventId, matchId: match._id },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: 'Could not delete the match',
                message: getErrorMessage(error),
              }),
          },
        ),
    });

  return (
    <SectionCard
      id="fixtures"
      title="Fixtures"
      description="Times are shown in your time zone."
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!canAdd}
          aria-haspopup="dialog"
        >
          Add fixture
        </Button>
      }
    >
      {!canAdd && (
        <Text size="sm" c="dimmed">
          Add at least two teams before adding fixtures.
        </Text>
      )}
      {sorted.length === 0 ? (
        <Text c="dimmed">No fixtures yet.</Text>
      ) : (
        <FixturesTable
          matches={sorted}
          deletingId={remove.isPending ? remove.variables.matchId : undefined}
          onDelete={confirmDelete}
        />
      )}
      <FormModal opened={adding} title="Add fixture" onClose={() => setAdding(false)}>
        {adding && <FixtureForm eventId={eventId} teams={teams} onDone={() => setAdding(false)} />}
      </FormModal>
    </SectionCard>
  );
}
