import type { Match } from '@portal/contract';
import { defineMessages } from '@portal/contract/i18n/define-messages';
import { formatMessage } from '../i18n/active-language';

// The server stores a match's result as the English sentence it wrote when the score was saved
// (the scorecard's totals, or the ball-by-ball laws in @portal/contract cricket/match.ts). That
// sentence follows a small grammar; read back, it is shown in the reader's language (issue 36
// §6: one language on a page). Anything else (an organiser's own words for an abandoned match,
// a team renamed since) is shown as it was written.

export const matchResultMessages = defineMessages('tournament.result', {
  wonByWickets: '{team} won by {count, plural, one {# wicket} other {# wickets}}',
  wonByWicketsBallsLeft:
    '{team} won by {count, plural, one {# wicket} other {# wickets}} ({balls, plural, one {# ball} other {# balls}} left)',
  wonByRuns: '{team} won by {count, plural, one {# run} other {# runs}}',
  won: '{team} won',
  tied: 'Match tied',
  wonSuperOver: 'Match tied ({team} won the super over)',
  wonTieBreak: 'Match tied ({team} won the tie-break)',
  noResult: 'No result',
  abandoned: 'Match abandoned — no result',
  // A result decided by a rain rule: "Kolkata won by 12 runs (DLS method)".
  byMethod: '{result} ({method} method)',
});

/** What the server writes for an abandoned match when the scorer gives no result of their own. */
export const defaultAbandonedResult = 'Match abandoned — no result';

const count = (text: string | undefined) => Number(text);

/**
 * The sentence's parts: `team` must be one of the match's own teams, else the sentence is not
 * ours to translate. Returns the translated sentence, or undefined.
 */
function translated(sentence: string, teams: readonly string[]): string | undefined {
  const isTeam = (name: string | undefined) => name !== undefined && teams.includes(name);
  const method = /^(.*) \((\S+) method\)$/.exec(sentence);
  if (method) {
    const result = translated(method[1]!, teams);
    return result && formatMessage(matchResultMessages.byMethod, { result, method: method[2]! });
  }
  if (sentence === defaultAbandonedResult) return formatMessage(matchResultMessages.abandoned);
  if (sentence === 'Match tied') return formatMessage(matchResultMessages.tied);
  if (sentence === 'No result') return formatMessage(matchResultMessages.noResult);
  const tieBreak = /^Match tied \((.+) won the (super over|tie-break)\)$/.exec(sentence);
  if (tieBreak && isTeam(tieBreak[1])) {
    const message =
      tieBreak[2] === 'super over'
        ? matchResultMessages.wonSuperOver
        : matchResultMessages.wonTieBreak;
    return formatMessage(message, { team: tieBreak[1]! });
  }
  const wickets = /^(.+) won by (\d+) wickets?(?: \((\d+) balls? left\))?$/.exec(sentence);
  if (wickets && isTeam(wickets[1])) {
    const [, team, wicketCount, balls] = wickets;
    return balls
      ? formatMessage(matchResultMessages.wonByWicketsBallsLeft, {
          team: team!,
          count: count(wicketCount),
          balls: count(balls),
        })
      : formatMessage(matchResultMessages.wonByWickets, { team: team!, count: count(wicketCount) });
  }
  const runs = /^(.+) won by (\d+) runs?$/.exec(sentence);
  if (runs && isTeam(runs[1]))
    return formatMessage(matchResultMessages.wonByRuns, { team: runs[1]!, count: count(runs[2]) });
  const won = /^(.+) won$/.exec(sentence);
  if (won && isTeam(won[1])) return formatMessage(matchResultMessages.won, { team: won[1]! });
  return undefined;
}

/** The match's result for the reader (call during render, under `useT()`); null before one. */
export function matchResultText(match: Match): string | null {
  if (match.result === null) return null;
  return translated(match.result, [match.team1Name, match.team2Name]) ?? match.result;
}
