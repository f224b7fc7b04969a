import { PointsTable } from '../components/points-table';
import { TournamentScreen } from '../components/tournament-screen';

/** /team (spec screen 6): the points table; a team opens the schedule searched for it. */
export function TeamsRoute() {
  return (
    <TournamentScreen
      heading="Teams and Points Table"
      loadingLabel="Loading tournament..."
      errorTitle="We couldn't load the tournament"
    >
      {({ tournament }) => (
        <PointsTable
          teams={tournament.teams}
          eventId={tournament.eventId}
          rule={tournament.points}
        />
      )}
    </TournamentScreen>
  );
}
