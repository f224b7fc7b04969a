import { useT } from '../../../i18n/i18n-provider';
import { tournamentScreenMessages } from '../components/messages';
import { Leaderboards } from '../components/leaderboards';
import { PointsTable } from '../components/points-table';
import { TournamentScreen } from '../components/tournament-screen';
import { tournamentRouteMessages as m } from './messages';

/**
 * /team (spec screen 6): the points table, a team opening the schedule searched for it; then the
 * tournament's leaderboards (issue 24).
 */
export function TeamsRoute() {
  const t = useT();
  return (
    <TournamentScreen
      heading={t(m.pointsTable)}
      loadingLabel={t(m.loadingTournament)}
      errorTitle={t(tournamentScreenMessages.loadError)}
    >
      {({ tournament }) => (
        <>
          <PointsTable
            teams={tournament.teams}
            eventId={tournament.eventId}
            rule={tournament.points}
          />
          <Leaderboards eventId={tournament.eventId} />
        </>
      )}
    </TournamentScreen>
  );
}
