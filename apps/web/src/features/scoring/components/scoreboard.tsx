import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import { ballMark } from '../model/ball-label';
import type { ScoringView, WhoIsIn } from '../model/scoring-state';
import { scorerMessages as m } from './messages';
import classes from './scorer.module.css';

const batterEnds = ['striker', 'nonStriker'] as const;

interface ScoreboardProps {
  view: ScoringView;
  inPlay: WhoIsIn;
  result: string | null;
}

/** The score, the over, this over's balls, who is in and a free hit, large enough to read in sun. */
export function Scoreboard({ view, inPlay, result }: ScoreboardProps) {
  const t = useT();
  const { card, score } = view;
  const batter = (player: string | null) => card?.batting.find((row) => row.player === player);
  const bowling = card?.bowling.find((row) => row.player === inPlay.bowler);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        {(card || view.superOver) && (
          <Text size="sm" c={view.superOver ? undefined : 'dimmed'} fw={view.superOver ? 600 : 400}>
            {t(view.superOver ? m.superOverInnings : m.innings, { team: view.battingTeam })}
          </Text>
        )}
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Title order={2} className={classes.total} aria-live="polite">
            {card ? `${card.runs}/${card.wickets}` : '0/0'}
            <Text span size="lg" c="dimmed" ml="xs">
              ({card?.overs ?? '0.0'})
            </Text>
          </Title>
          {score.next.freeHit && !score.next.matchOver && (
            <Badge color="orange" size="lg" variant="filled">
              {t(m.freeHit)}
            </Badge>
          )}
        </Group>
        {card?.target != null && !score.next.matchOver && (
          <Text size="sm">{t(m.target, { target: card.target })}</Text>
        )}
        {result && (
          <Text fw={600} role="status">
            {result}
          </Text>
        )}
        <div>
          <Text size="sm" c="dimmed" id="this-over-label">
            {t(m.thisOver)}
          </Text>
          {view.thisOver.length === 0 ? (
            <Text size="sm">{t(m.noBallsYet)}</Text>
          ) : (
            <ol className={classes.over} aria-labelledby="this-over-label">
              {view.thisOver.map((ball) => (
                <li
                  key={ball.seq}
                  className={classes.ball}
                  data-wicket={ball.wicket ? true : undefined}
                >
                  {ballMark(ball)}
                </li>
              ))}
            </ol>
          )}
        </div>
        <dl className={classes.players}>
          {batterEnds.map((role) => {
            const row = batter(inPlay[role]);
            return (
              <div key={role}>
                <dt>{t(m[role])}</dt>
                <dd>
                  {inPlay[role] ?? '—'}
                  {row && ` ${t(m.batterFigures, { runs: row.runs, balls: row.balls })}`}
                </dd>
              </div>
            );
          })}
          <div>
            <dt>{t(m.bowler)}</dt>
            <dd>
              {inPlay.bowler ?? '—'}
              {bowling && ` ${bowling.overs}-${bowling.maidens}-${bowling.runs}-${bowling.wickets}`}
            </dd>
          </div>
        </dl>
      </Stack>
    </Paper>
  );
}
