import { Badge, Button, Group, Text } from '@mantine/core';
import type { LoggedBall } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { commentaryFeed, type OverTally } from './ball-derivations';
import { ballMessages as m } from './ball-messages';
import readable from '../../../components/readable-badge.module.css';
import classes from './commentary-list.module.css';

/** A long match has 250 balls and more: the newest first, the rest a click away. */
const pageSize = 36;

/** The scorer's shorthand for a ball: W, 4, 6, 1wd, 2nb, 1lb. */
function ballMark(ball: LoggedBall, t: Translate): { text: string; color: string } {
  if (ball.wicket) return { text: t(m.wicketMark), color: 'red' };
  const extra = ball.extra?.type;
  if (extra && extra !== 'penalty') {
    const mark = { wide: m.wideMark, noball: m.noBallMark, bye: m.byeMark, legbye: m.legByeMark }[
      extra
    ];
    return { text: `${formatNumber(ball.total)}${t(mark)}`, color: 'yellow' };
  }
  if (ball.runs === 6) return { text: formatNumber(6), color: 'grape' };
  if (ball.runs === 4) return { text: formatNumber(4), color: 'blue' };
  return { text: formatNumber(ball.total), color: 'gray' };
}

function OverSummary({ tally, teamOf }: { tally: OverTally; teamOf: (innings: number) => string }) {
  const t = useT();
  const score = `${formatNumber(tally.score.runs)}/${formatNumber(tally.score.wickets)}`;
  return (
    <li className={classes.over}>
      <Text size="sm" fw={600}>
        {t(m.overEnd, { over: tally.over, runs: tally.runs, team: teamOf(tally.innings), score })}
      </Text>
    </li>
  );
}

function BallLine({ ball }: { ball: LoggedBall }) {
  const t = useT();
  const mark = ballMark(ball, t);
  return (
    <li className={classes.ball}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" className={classes.overNumber}>
          {ball.over}
        </Text>
        <Badge
          color={mark.color}
          variant="light"
          radius="sm"
          className={`${classes.mark} ${readable.readable}`}
        >
          {mark.text}
        </Badge>
        <Text size="sm">
          {ball.commentary}
          {ball.freeHit && (
            <Text span size="xs" c="dimmed">
              {' '}
              · {t(m.freeHit)}
            </Text>
          )}
        </Text>
      </Group>
    </li>
  );
}

/** Ball-by-ball commentary, newest first, with each finished over summed up. */
export function CommentaryList({
  balls,
  ballsPerOver,
  teamOf,
}: {
  balls: readonly LoggedBall[];
  ballsPerOver: number;
  /** The batting side's short name in an innings (1 or 2). */
  teamOf: (innings: number) => string;
}) {
  const t = useT();
  const feed = useMemo(() => commentaryFeed(balls, ballsPerOver), [balls, ballsPerOver]);
  const [shown, setShown] = useState(pageSize);
  return (
    <div>
      <ol className={classes.list} aria-label={t(m.commentary)}>
        {feed
          .slice(0, shown)
          .map((item) =>
            item.kind === 'ball' ? (
              <BallLine key={`b${item.ball.seq}`} ball={item.ball} />
            ) : (
              <OverSummary key={`o${item.tally.lastSeq}`} tally={item.tally} teamOf={teamOf} />
            ),
          )}
      </ol>
      {feed.length > shown && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setShown(shown + pageSize * 2)}>
          {t(m.showEarlier)}
        </Button>
      )}
    </div>
  );
}
