import { Anchor, Group, Tabs } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { BallLog, Match } from '@portal/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { ballMessages as m, chartMessages } from './ball-messages';
import { CommentaryList } from './commentary-list';
import { Scorecard } from './scorecard';
import { useBallLog } from './tournament-detail-queries';
import { TournamentEmpty, TournamentLoader } from './tournament-states';
import type { MatchSide } from './tournament-format';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

// Its own chunk: the charts library stays out of the first visit and the match center's code.
const MatchCharts = lazy(() =>
  import('./match-charts').then((module) => ({ default: module.MatchCharts })),
);

/** The ball log's loading, error and empty states around what is drawn from it. */
function WithBalls({ match, children }: { match: Match; children: (log: BallLog) => ReactNode }) {
  const t = useT();
  const log = useBallLog(match.eventId, match.id);
  if (log.error)
    return (
      <QueryErrorAlert
        title={t(m.ballsError)}
        error={log.error}
        onRetry={() => void log.refetch()}
        retrying={log.isRefetching}
      />
    );
  if (!log.data) return <TournamentLoader label={t(m.loadingBalls)} />;
  if (log.data.balls.length === 0)
    return <TournamentEmpty title={t(m.noBalls)} description={t(m.noBallsText)} />;
  return children(log.data);
}

/**
 * A ball-by-ball match's detail: the scorecard (with partnerships and fall of wickets), the
 * commentary and the charts, a tab each so a phone shows one at a time. Only the open tab is
 * mounted, so the ball log and the charts load when someone asks for them.
 */
export function BallByBallDetails({
  match,
  sides,
}: {
  match: Match;
  sides: [MatchSide, MatchSide];
}) {
  const t = useT();
  const ballsPerOver = match.format?.ballsPerOver ?? 6;
  const teamOf = (innings: number) => match.innings[innings - 1]?.battingTeam ?? '';
  const teams = match.innings.map((innings) => innings.battingTeam);
  const summary = match.innings
    .map((innings) =>
      t(chartMessages.inningsSummary, {
        team: innings.battingTeam,
        score: `${formatNumber(innings.runs)}/${formatNumber(innings.wickets)}`,
        overs: innings.overs,
      }),
    )
    .join('; ');
  return (
    <Tabs defaultValue={match.status === 'live' ? 'commentary' : 'scorecard'} keepMounted={false}>
      <Tabs.List aria-label={t(m.views)}>
        <Tabs.Tab value="scorecard">{t(m.scorecardTab)}</Tabs.Tab>
        <Tabs.Tab value="commentary">{t(m.commentaryTab)}</Tabs.Tab>
        <Tabs.Tab value="charts">{t(m.chartsTab)}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="scorecard" pt="sm">
        <Scorecard match={match} sides={sides} />
        {/* Open data (issue 24 §6): every ball, in the format public ball-by-ball data uses. */}
        <Group justify="flex-end" mt="sm">
          <Anchor href={tournamentApiPaths.cricsheet(match.id)} download size="sm">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t(m.download)}
            </Group>
          </Anchor>
        </Group>
      </Tabs.Panel>
      <Tabs.Panel value="commentary" pt="sm">
        <WithBalls match={match}>
          {(log) => (
            <CommentaryList balls={log.balls} ballsPerOver={ballsPerOver} teamOf={teamOf} />
          )}
        </WithBalls>
      </Tabs.Panel>
      <Tabs.Panel value="charts" pt="sm">
        <WithBalls match={match}>
          {(log) => (
            <Suspense fallback={<TournamentLoader label={t(chartMessages.loading)} />}>
              <MatchCharts
                balls={log.balls}
                ballsPerOver={ballsPerOver}
                teams={teams}
                summary={summary}
              />
            </Suspense>
          )}
        </WithBalls>
      </Tabs.Panel>
    </Tabs>
  );
}
