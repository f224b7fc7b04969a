import { Text } from '@mantine/core';
import type { Tournament } from '@portal/contract';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useTournament } from '../../../lib/tournament-queries';
import { MatchSchedule } from './match-schedule';
import { tournamentScreenMessages as m } from './messages';
import { PointsTable } from './points-table';

// For the event details page's Teams and Schedule sections: the same table and schedule as
// /team and /teamdetails, with the event fixed and no page frame.

export function EventPointsTable({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <EventTournament eventId={eventId} empty={t(m.eventNoTeams)}>
      {(tournament) => (
        <PointsTable teams={tournament.teams} eventId={eventId} rule={tournament.points} />
      )}
    </EventTournament>
  );
}

export function EventSchedule({ eventId }: { eventId: string }) {
  const t = useT();
  return (
    <EventTournament eventId={eventId} empty={t(m.eventNoSchedule)}>
      {(tournament) => <MatchSchedule matches={tournament.matches} teams={tournament.teams} />}
    </EventTournament>
  );
}

interface EventTournamentProps {
  eventId: string;
  empty: string;
  children: (tournament: Tournament) => ReactNode;
}

function EventTournament({ eventId, empty, children }: EventTournamentProps) {
  const t = useT();
  const tournament = useTournament(eventId);
  if (tournament.isPending) return <PageLoader label={t(m.loadingTournament)} />;
  if (tournament.isError)
    return (
      <QueryErrorAlert
        title={t(m.loadError)}
        error={tournament.error}
        message={t(m.errorLoadingData, { reason: getErrorMessage(tournament.error) })}
        onRetry={() => void tournament.refetch()}
        retrying={tournament.isFetching}
      />
    );
  if (tournament.data.teams.length === 0) return <Text c="dimmed">{empty}</Text>;
  return children(tournament.data);
}
