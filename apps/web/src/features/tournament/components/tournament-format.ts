import type { Innings, Match, Team } from '@portal/contract';
import { formatMessage } from '../../../i18n/active-language';
import { zoneAbbreviation } from '@portal/contract/zone-clock';
import { formatNumber, formatTime, formatWeekdayDate } from '../../../lib/format';
import { matchMessages, standingsMessages } from './messages';

// Called during render by components that read their texts with useT(), so a language switch
// re-renders them and these follow.

/** Net run rate signed with three decimals, as standings print it: +1.500, -0.250, 0.000. */
export function formatNetRunRate(value: number): string {
  return formatNumber(value, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    signDisplay: 'exceptZero',
  });
}

/**
 * The match day as every happening's day is written ("Sat 5 Dec 2026", lib/format.ts), not the
 * spec's DD/MM/YY (issue #18: one format per kind of place), at its event's venue (issue 19).
 */
export function formatMatchDate(match: Pick<Match, 'date' | 'timeZone'>): string {
  return formatWeekdayDate(match.date, 'short', match.timeZone);
}

/** The start time at the venue, 24-hour and named: "10:00 IST". */
export function formatMatchTime(match: Pick<Match, 'date' | 'timeZone'>): string {
  return `${formatTime(match.date, match.timeZone)} ${zoneAbbreviation(match.timeZone, match.date)}`;
}

/** "162/5 (20.0)", or "98 all out (17.2)". */
export function formatInningsScore(innings: Innings): string {
  if (innings.allOut)
    return formatMessage(matchMessages.allOut, { runs: innings.runs, overs: innings.overs });
  return `${formatNumber(innings.runs)}/${formatNumber(innings.wickets)} (${innings.overs})`;
}

/** A team as matches know it: by short name, with the name the match carries as a fallback. */
export interface MatchSide {
  name: string;
  shortName: string;
  logo: string | null;
}

export function matchSides(match: Match, teams: readonly Team[]): [MatchSide, MatchSide] {
  const side = (shortName: string, name: string): MatchSide => {
    const team = teams.find((candidate) => candidate.shortName === shortName);
    return { name: team?.name ?? name, shortName, logo: team?.logo ?? null };
  };
  return [side(match.team1ShortName, match.team1Name), side(match.team2ShortName, match.team2Name)];
}

/** Spec screen 7: a term matches when either side's name or short name contains it. */
export function matchesTerm(match: Match, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [match.team1Name, match.team1ShortName, match.team2Name, match.team2ShortName].some(
    (value) => value.toLocaleLowerCase().includes(needle),
  );
}

/** Won-lost, with ties and no results named when there are any: "2-1", "2-1 (1 T, 1 NR)". */
export function formatRecord(team: Team): string {
  const record = `${formatNumber(team.wins)}-${formatNumber(team.losses)}`;
  const { ties, noResults } = team;
  if (ties > 0 && noResults > 0)
    return formatMessage(standingsMessages.recordBoth, { record, ties, noResults });
  if (ties > 0) return formatMessage(standingsMessages.recordTies, { record, ties });
  if (noResults > 0) return formatMessage(standingsMessages.recordNoResults, { record, noResults });
  return record;
}
