import type { Match, Team } from '@portal/contract';

/** One of the two teams in a match, with its squad when the tournament is known. */
export interface Side {
  shortName: string;
  name: string;
  players: readonly string[];
}

export function sidesOf(match: Match, teams: readonly Team[] | undefined): [Side, Side] {
  const side = (shortName: string, name: string): Side => ({
    shortName,
    name,
    players: teams?.find((team) => team.shortName === shortName)?.players ?? [],
  });
  return [side(match.team1ShortName, match.team1Name), side(match.team2ShortName, match.team2Name)];
}

/** The other side of `shortName`. */
export function opponentOf(sides: readonly [Side, Side], shortName: string): Side | undefined {
  if (shortName === sides[0].shortName) return sides[1];
  if (shortName === sides[1].shortName) return sides[0];
  return undefined;
}
