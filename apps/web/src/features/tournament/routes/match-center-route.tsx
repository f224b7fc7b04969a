import { Stack, Text } from '@mantine/core';
import { tournamentMessages } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { LiveFeedStatus } from '../components/live-feed-status';
import { MatchCenterList } from '../components/match-center-list';
import { TournamentEmpty } from '../components/tournament-states';
import { TournamentScreen } from '../components/tournament-screen';
import { tournamentRouteMessages as m } from './messages';

function NoMatches({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const t = useT();
  return (
    <TournamentEmpty
      title={t.text(tournamentMessages.noMatches)}
      description={t(m.matchCenterEmpty)}
      onRefresh={onRefresh}
      refreshing={refreshing}
    />
  );
}

/**
 * /event-details-tour (spec screen 8): every match of the tournament, the one being played first,
 * each with its scorecard a click away.
 */
export function MatchCenterRoute() {
  const t = useT();
  return (
    <TournamentScreen
      heading={t(m.matchCenter)}
      loadingLabel={t.text(tournamentMessages.loadingMatches)}
      errorTitle={t.text(tournamentMessages.errorLoading)}
      errorMessage={(reason) => reason}
      empty={(refresh, refreshing) => <NoMatches onRefresh={refresh} refreshing={refreshing} />}
    >
      {({ tournament, refresh, refreshing }) =>
        tournament.matches.length === 0 ? (
          <NoMatches onRefresh={refresh} refreshing={refreshing} />
        ) : (
          <Stack gap="lg">
            <LiveFeedStatus eventId={tournament.eventId} />
            <Text size="sm" c="dimmed">
              {t(m.liveUpdates)}
            </Text>
            <MatchCenterList
              matches={tournament.matches}
              teams={tournament.teams}
              canManage={tournament.canManage}
            />
          </Stack>
        )
      }
    </TournamentScreen>
  );
}
