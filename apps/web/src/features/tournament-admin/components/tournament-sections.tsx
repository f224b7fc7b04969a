import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useTournament } from '../../../lib/tournament-queries';
import { FixturesSection } from './fixtures-section';
import { ImportSection } from './import-section';
import { PointsSection } from './points-section';
import { TeamsSection } from './teams-section';

/** One event's teams, fixtures and schedule import, once the server says the caller manages it. */
export function TournamentSections({ eventId }: { eventId: string }) {
  const tournament = useTournament(eventId);
  if (tournament.isPending) return <PageLoader label="Loading the tournament" />;
  if (tournament.isError)
    return (
      <QueryErrorAlert
        title="We couldn't load this event's tournament"
        error={tournament.error}
        onRetry={() => void tournament.refetch()}
        retrying={tournament.isFetching}
      />
    );
  const { teams, matches, canManage, eventTitle, points } = tournament.data;
  if (!canManage)
    return (
      <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} role="alert">
        Only the organisers of {eventTitle} can manage its tournament: site admins, and owners or
        admins of its channel.
      </Alert>
    );
  return (
    <Stack gap="lg">
      <TeamsSection eventId={eventId} teams={teams} />
      <FixturesSection eventId={eventId} teams={teams} matches={matches} />
      <ImportSection eventId={eventId} teams={teams} />
      <PointsSection eventId={eventId} rule={points} />
    </Stack>
  );
}
