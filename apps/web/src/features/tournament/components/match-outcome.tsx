import { Group, Text } from '@mantine/core';
import { tournamentMessages, type Match } from '@portal/contract';
import classes from './match-card.module.css';
import { ScoreLine } from './score-line';
import { formatMatchDate, formatMatchTime } from './tournament-format';

/**
 * Spec §4: a completed match shows its result in green; a live one says it is in progress with
 * the current score; one still to come shows when it starts (never "in progress").
 */
export function MatchOutcome({ match }: { match: Match }) {
  switch (match.status) {
    case 'completed':
      return <Text className={classes.result}>{match.result ?? 'Match completed'}</Text>;
    case 'abandoned':
      return <Text c="dimmed">{match.result ?? 'Match abandoned'}</Text>;
    case 'live': {
      const current = match.innings.at(-1);
      return (
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{tournamentMessages.inProgress}</Text>
          {current && <ScoreLine innings={current} size="sm" />}
        </Group>
      );
    }
    default:
      return (
        <Text size="sm">
          Starts{' '}
          <time dateTime={match.date}>
            {`${formatMatchDate(match.date)} at ${formatMatchTime(match.date)}`}
          </time>
        </Text>
      );
  }
}
