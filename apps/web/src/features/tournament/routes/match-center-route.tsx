import { Group, Stack, Text } from '@mantine/core';
import { tournamentMessages } from '@portal/contract';
import { ShareButton } from '../../../components/share-button';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
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
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t(m.liveUpdates)}
              </Text>
              {/* The match center's address: its link preview is the tournament's (issue 40). */}
              <ShareButton
                size="sm"
                url={`${paths.eventDetailsTour}?${new URLSearchParams({ event: tournament.eventId })}`}
                title={`${t(m.matchCenter)} · ${tournament.eventTitle}`}
              />
            </Group>
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
