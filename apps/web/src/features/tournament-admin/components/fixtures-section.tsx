import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import type { Match, Team } from '@portal/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useDeleteMatch } from '../api/delete-match';
import { FixtureForm } from './fixture-form';
import { FixturesTable } from './fixtures-table';
import { FormModal } from './form-modal';
import { ScorersDialog } from './scorers-dialog';
import { formatMatchTime, matchTitle } from './match-labels';
import { adminMessages, fixturesMessages as m } from './messages';
import { SectionCard } from './section-card';

interface FixturesSectionProps {
  eventId: string;
  timeZone: string;
  teams: readonly Team[];
  matches: readonly Match[];
}

/** The schedule by start time, with add, delete and a way to the scorer's screen. */
export function FixturesSection({ eventId, timeZone, teams, matches }: FixturesSectionProps) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [scorersOf, setScorersOf] = useState<Match | null>(null);
  const remove = useDeleteMatch();
  const sorted = [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const canAdd = teams.length >= 2;

  const confirmDelete = (match: Match) =>
    void openConfirmModal({
      title: t(m.confirmTitle, { match: matchTitle(match) }),
      children: <Text size="sm">{t(m.confirmText, { when: formatMatchTime(match) })}</Text>,
      labels: { confirm: t(adminMessages.delete), cancel: t(adminMessages.cancel) },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(
          { eventId, matchId: match._id },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t(m.deleteFailed),
                message: getErrorMessage(error),
              }),
          },
        ),
    });

  return (
    <SectionCard
      id="fixtures"
      title={t(m.title)}
      description={t(m.description)}
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!canAdd}
          aria-haspopup="dialog"
        >
          {t(m.add)}
        </Button>
      }
    >
      {!canAdd && (
        <Text size="sm" c="dimmed">
          {t(m.needTeams)}
        </Text>
      )}
      {sorted.length === 0 ? (
        <Text c="dimmed">{t(m.none)}</Text>
      ) : (
        <FixturesTable
          matches={sorted}
          deletingId={remove.isPending ? remove.variables.matchId : undefined}
          onDelete={confirmDelete}
          onScorers={setScorersOf}
        />
      )}
      <FormModal opened={adding} title={t(m.add)} onClose={() => setAdding(false)}>
        {adding && (
          <FixtureForm
            eventId={eventId}
            timeZone={timeZone}
            teams={teams}
            onDone={() => setAdding(false)}
          />
        )}
      </FormModal>
      <ScorersDialog match={scorersOf} onClose={() => setScorersOf(null)} />
    </SectionCard>
  );
}
