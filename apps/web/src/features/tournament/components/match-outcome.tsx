import { Group, Text } from '@mantine/core';
import { tournamentMessages, type Match } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatReaderTime } from '../../../lib/format-event-dates';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';
import { matchResultText } from '../../../lib/match-result';
import classes from './match-card.module.css';
import { matchMessages } from './messages';
import { ScoreLine } from './score-line';
import { formatMatchDate, formatMatchTime } from './tournament-format';

/**
 * Spec §4: a completed match shows its result in green; a live one says it is in progress with
 * the current score; one still to come shows when it starts (never "in progress").
 */
export function MatchOutcome({ match }: { match: Match }) {
  const t = useT();
  const result = matchResultText(match);
  switch (match.status) {
    case 'completed':
      return <Text className={classes.result}>{result ?? t(matchMessages.matchCompleted)}</Text>;
    case 'abandoned':
      return <Text c="dimmed">{result ?? t(matchMessages.matchAbandoned)}</Text>;
    case 'live': {
      const current = match.innings.at(-1);
      return (
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{t.text(tournamentMessages.inProgress)}</Text>
          {current && <ScoreLine innings={current} size="sm" />}
        </Group>
      );
    }
    default:
      return (
        <Text size="sm">
          {/* The whole sentence is the time's text: word order differs between languages. */}
          <time dateTime={match.date}>
            {t(matchMessages.startsAt, {
              date: formatMatchDate(match),
              time: formatMatchTime(match),
            })}
          </time>
          <ReaderTime match={match} />
        </Text>
      );
  }
}

/** The reader's own time beside the venue's, once known and when it differs (issue 19). */
function ReaderTime({ match }: { match: Match }) {
  const readerZone = useReaderTimeZone();
  const text = formatReaderTime(match.date, match.timeZone, readerZone);
  return text ? (
    <Text component="span" inherit c="dimmed">
      {` (${text})`}
    </Text>
  ) : null;
}
