import { perOver, type Match, type Team } from '@portal/contract';
import { formatOf } from '../balls/laws-adapter';
import type * as repo from '../repository';
import {
  ballsToOvers,
  computeStandings,
  defaultPoints,
  type MatchResult,
  type PointsRule,
} from '../standings/standings';

// Teams and matches as the API shows them, from their rows: standings derived from the results,
// and a match's card from its typed innings or, when scored ball by ball, from its balls.

function toResult(match: repo.MatchRow): MatchResult {
  return {
    team1Id: match.team1Id,
    team2Id: match.team2Id,
    stage: match.stage,
    status: match.status,
    overs: match.overs,
    ballsPerOver: formatOf(match).ballsPerOver,
    outcome: match.outcome,
    winnerId: match.winnerId,
    revisedTarget: match.format?.terms?.revisedTarget ?? null,
    // A super over decides the winner but is no part of net run rate (ICC playing conditions).
    innings: match.innings
      .filter((innings) => !innings.superOver)
      .map((innings) => ({
        teamId: innings.battingTeamId,
        runs: innings.runs,
        balls: innings.balls,
        allOut: innings.allOut ?? innings.wickets === 10,
        ...(innings.quotaBalls === undefined ? {} : { quota: innings.quotaBalls }),
      })),
  };
}

export function teamsWithStandings(
  teams: repo.TeamRow[],
  matches: repo.MatchRow[],
  points: PointsRule = defaultPoints,
): Team[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  return computeStandings(teams, matches.map(toResult), points).map((row, index) => {
    const team = byId.get(row.teamId)!;
    return {
      _id: team.id,
      id: team.id,
      name: team.name,
      shortName: team.shortName,
      logo: team.logo,
      captain: team.captain,
      players: team.players,
      rank: index + 1,
      points: row.points,
      matchesPlayed: row.played,
      wins: row.won,
      losses: row.lost,
      ties: row.tied,
      noResults: row.noResult,
      netRunRate: row.netRunRate,
    };
  });
}

/** `timeZone` is the match's event's: its time is shown there, named (issue 19). */
export function toMatch(
  match: repo.MatchRow,
  teams: Map<string, repo.TeamRow>,
  timeZone: string,
): Match {
  const team = (id: string | null) => (id ? teams.get(id) : undefined);
  const typed = match.innings.map((entry) => ({
    battingTeam: team(entry.battingTeamId)?.shortName ?? '?',
    runs: entry.runs,
    wickets: entry.wickets,
    overs: ballsToOvers(entry.balls),
    allOut: entry.allOut ?? entry.wickets === 10,
    batting: entry.batting,
    bowling: entry.bowling.map((bowler) => ({
      player: bowler.player,
      overs: ballsToOvers(bowler.balls),
      maidens: bowler.maidens,
      runs: bowler.runs,
      wickets: bowler.wickets,
      economy: perOver(bowler.runs, bowler.balls, 6),
    })),
  }));
  // Scored ball by ball: the card the balls derive (written with `innings`, in the same order).
  const innings = match.ballCard?.innings ?? typed;
  // Spec scorecard: a team's batting, and its bowling (to the other side's innings).
  const battingOf = (id: string) => innings.find((_, i) => match.innings[i]?.battingTeamId === id);
  const bowlingOf = (id: string) => innings.find((_, i) => match.innings[i]?.battingTeamId !== id);
  return {
    _id: match.id,
    id: match.id,
    eventId: match.eventId,
    date: match.startsAt.toISOString(),
    timeZone,
    team1ShortName: team(match.team1Id)?.shortName ?? '?',
    team2ShortName: team(match.team2Id)?.shortName ?? '?',
    team1Name: team(match.team1Id)?.name ?? 'Unknown team',
    team2Name: team(match.team2Id)?.name ?? 'Unknown team',
    venue: match.venue,
    stage: match.stage,
    overs: match.overs,
    status: match.status,
    result: match.result,
    winnerShortName: team(match.winnerId)?.shortName ?? null,
    toss:
      match.tossWinnerId && match.tossDecision
        ? { winner: team(match.tossWinnerId)?.shortName ?? '?', decision: match.tossDecision }
        : null,
    innings,
    ballByBall: match.ballCard !== null,
    method: match.ballCard?.result?.method ?? null,
    ...(match.format?.source?.missing ? { missing: match.format.source.missing } : {}),
    format: formatOf(match),
    scorers: match.scorers,
    lineups: match.lineup1 && match.lineup2 ? { team1: match.lineup1, team2: match.lineup2 } : null,
    scorecard: {
      team1Batting: battingOf(match.team1Id)?.batting ?? [],
      team1Bowling: bowlingOf(match.team1Id)?.bowling ?? [],
      team2Batting: battingOf(match.team2Id)?.batting ?? [],
      team2Bowling: bowlingOf(match.team2Id)?.bowling ?? [],
      manOfTheMatch: match.manOfTheMatch,
    },
    updatedAt: match.updatedAt.toISOString(),
  };
}
