import { Stack, Text } from '@mantine/core';
import { tournamentMessages } from '@portal/contract';
import { MatchCenterCard } from '../components/match-center-card';
import { TournamentEmpty } from '../components/tournament-states';
import { TournamentScreen } from '../components/tournament-screen';

function NoMatches({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  return (
    <TournamentEmpty
      title={tournamentMessages.noMatches}
      description="Matches and their scorecards appear here once fixtures are added."
      onRefresh={onRefresh}
      refreshing={refreshing}
    />
  );
}

/** /event-details-tour (spec screen 8): every match of the tournament with its scorecard. */
export function MatchCenterRoute() {
  return (
    <TournamentScreen
      heading="Match Center"
      loadingLabel={tournamentMessages.loadingMatches}
      errorTitle={tournamentMessages.errorLoading}
      errorMessage={(reason) => reason}
      empty={(refresh, refreshing) => <NoMatches onRefresh={refresh} refreshing={refreshing} />}
    >
      {({ tournament, refresh, refreshing }) =>
        tournament.matches.length === 0 ? (
          <NoMatches onRefresh={refresh} refreshing={refreshing} />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Scores update by themselves while a match is being played.
            </Text>
            {tournament.matches.map((match) => (
              <MatchCenterCard
                key={match.id}
                match={match}
                teams={tournament.teams}
                canManage={tournament.canManage}
              />
            ))}
          </Stack>
        )
      }
    </TournamentScreen>
  );
}
