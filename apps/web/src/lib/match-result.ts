import type { Match } from '@portal/contract';
import { defineMessages } from '@portal/contract/i18n/define-messages';
import { formatMessage } from '../i18n/active-language';

// The server stores a match's result as the English sentence it wrote when the score was saved
// (apps/server/src/modules/tournament/scorecard.ts). Where that sentence is still what the
// totals say, it is shown in the reader's language; anything else (an organiser's own words
// for an abandoned match, a team renamed since) is shown as it was written.

export const matchResultMessages = defineMessages('tournament.result', {
  wonByWickets: '{team} won by {count, plural, one {# wicket} other {# wickets}}',
  wonByRuns: '{team} won by {count, plural, one {# run} other {# runs}}',
  tied: 'Match tied',
  abandoned: 'Match abandoned — no result',
});

/** What the server writes for an abandoned match when the scorer gives no result of their own. */
export const defaultAbandonedResult = 'Match abandoned — no result';

type Outcome = { english: string; translated: () => string };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the server writes for these totals, in English and in the reader's language. */
function expectedOutcome(match: Match): Outcome | undefined {
  if (match.status === 'abandoned')
    return {
      english: defaultAbandonedResult,
      translated: () => formatMessage(matchResultMessages.abandoned),
    };
  const [first, second] = match.innings;
  if (match.status !== 'completed' || !first || !second) return undefined;
  const name = (shortName: string) =>
    shortName === match.team1ShortName ? match.team1Name : match.team2Name;
  if (second.runs === first.runs)
    return { english: 'Match tied', translated: () => formatMessage(matchResultMessages.tied) };
  const team = name(second.runs > first.runs ? second.battingTeam : first.battingTeam);
  if (second.runs > first.runs) {
    const count = 10 - second.wickets;
    return {
      english: `${team} won by ${plural(count, 'wicket')}`,
      translated: () => formatMessage(matchResultMessages.wonByWickets, { team, count }),
    };
  }
  const count = first.runs - second.runs;
  return {
    english: `${team} won by ${plural(count, 'run')}`,
    translated: () => formatMessage(matchResultMessages.wonByRuns, { team, count }),
  };
}

/** The match's result for the reader (call during render, under `useT()`); null before one. */
export function matchResultText(match: Match): string | null {
  if (match.result === null) return null;
  const expected = expectedOutcome(match);
  return expected && expected.english === match.result ? expected.translated() : match.result;
}
