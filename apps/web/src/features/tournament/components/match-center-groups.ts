import type { Match } from '@portal/contract';

export type MatchCenterGroupName = 'live' | 'upcoming' | 'results';

export interface MatchCenterGroup {
  name: MatchCenterGroupName;
  matches: Match[];
}

const startOf = (match: Match) => Date.parse(match.date);

/**
 * The match center's order: what is being played now, then what comes next (soonest first),
 * then what is over (latest first). Groups without matches are left out.
 */
export function matchCenterGroups(matches: readonly Match[]): MatchCenterGroup[] {
  const soonestFirst = (a: Match, b: Match) => startOf(a) - startOf(b);
  const groups: MatchCenterGroup[] = [
    {
      name: 'live',
      matches: matches.filter((match) => match.status === 'live').sort(soonestFirst),
    },
    {
      name: 'upcoming',
      matches: matches.filter((match) => match.status === 'scheduled').sort(soonestFirst),
    },
    {
      name: 'results',
      matches: matches
        .filter((match) => match.status === 'completed' || match.status === 'abandoned')
        .sort((a, b) => startOf(b) - startOf(a)),
    },
  ];
  return groups.filter((group) => group.matches.length > 0);
}
