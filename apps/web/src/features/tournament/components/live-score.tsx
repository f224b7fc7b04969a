import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BallLog, Match } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { ballsOfOvers } from './ball-derivations';
import { ballMessages as m } from './ball-messages';
import { useBallLog } from './tournament-detail-queries';
import type { MatchSide } from './tournament-format';

const rate = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The live card of a ball-by-ball match: the score, overs and run rate; in a chase the target,
 * what is needed and the required rate; the batters at the crease and the bowler. The batters
 * and figures come from the match's derived card, who is on strike and bowling from the ball
 * log (while it loads the card shows without them).
 */
function LiveScore({
  match,
  sides,
  log,
}: {
  match: Match;
  sides: [MatchSide, MatchSide];
  log: BallLog | undefined;
}) {
  const t = useT();
  const innings = match.innings.at(-1);
  if (!innings) return null;
  const number = match.innings.length;
  const team =
    sides.find((side) => side.shortName === innings.battingTeam)?.name ?? innings.battingTeam;
  const ballsPerOver = match.format?.ballsPerOver ?? 6;
  const quota = (match.format?.oversPerInnings ?? match.overs) * ballsPerOver;
  const ballsLeft = Math.max(0, quota - ballsOfOvers(innings.overs, ballsPerOver));
  const chase = innings.target ?? null;
  const next = log?.next.innings === number ? log.next : null;
  const lastBall = log?.balls.at(-1);
  const bowlerName = next?.bowler ?? (lastBall?.innings === number ? lastBall.bowler : null);
  const bowler = innings.bowling.find((row) => row.player === bowlerName);
  const atCrease = innings.batting.filter((row) => row.howOut === 'not out');
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t(m.liveCard)}>
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={700} size="xl">
            {innings.battingTeam} {formatNumber(innings.runs)}/{formatNumber(innings.wickets)}
          </Text>
          <Text c="dimmed">{t(m.overs, { overs: innings.overs })}</Text>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t(m.runRate, { rate: rate(innings.runRate ?? 0) })}</Text>
          {chase !== null && (
            <>
              <Text size="sm">{t(m.target, { target: formatNumber(chase) })}</Text>
              {innings.requiredRunRate != null && (
                <Text size="sm">{t(m.requiredRate, { rate: rate(innings.requiredRunRate) })}</Text>
              )}
            </>
          )}
        </Group>
        {chase !== null && chase > innings.runs && ballsLeft > 0 && (
          <Text size="sm" fw={600}>
            {t(m.needs, { team, runs: chase - innings.runs, balls: ballsLeft })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase">
              {t(m.atTheCrease)}
            </Text>
            {atCrease.map((row) => (
              <Text size="sm" key={row.player}>
                <Text span fw={600}>
                  {row.player}
                </Text>{' '}
                {t(m.batterFigures, {
                  runs: formatNumber(row.runs),
                  balls: formatNumber(row.balls ?? 0),
                })}
                {row.player === next?.striker && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {t(m.onStrike)}
                  </Text>
                )}
              </Text>
            ))}
            {atCrease.length < 2 && (
              <Text size="sm" c="dimmed">
                {t(m.newBatter)}
              </Text>
            )}
          </div>
          {bowler && (
            <div>
              <Text size="xs" c="dimmed" tt="uppercase">
                {t(m.bowlerNow)}
              </Text>
              <Text size="sm">
                <Text span fw={600}>
                  {bowler.player}
                </Text>{' '}
                {t(m.bowlerFigures, {
                  overs: bowler.overs,
                  maidens: formatNumber(bowler.maidens),
                  runs: formatNumber(bowler.runs),
                  wickets: formatNumber(bowler.wickets),
                })}
              </Text>
            </div>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The live card of a match being scored ball by ball, kept current by the live feed. */
export function LiveScoreCard({ match, sides }: { match: Match; sides: [MatchSide, MatchSide] }) {
  const log = useBallLog(match.eventId, match.id);
  return <LiveScore match={match} sides={sides} log={log.data} />;
}
