// Points table and net run rate, derived from match results every time (DESIGN §5.14):
// nothing here is stored, so a corrected scorecard corrects the table.

export interface PointsRule {
  win: number;
  tie: number;
  noResult: number;
  loss: number;
}

export const defaultPoints: PointsRule = { win: 2, tie: 1, noResult: 1, loss: 0 };

export interface InningsTotal {
  teamId: string;
  runs: number;
  /** Legal balls faced. */
  balls: number;
  allOut: boolean;
  /** Legal balls the innings was cut to (rain): a side bowled out is charged these. */
  quota?: number;
}

export interface MatchResult {
  team1Id: string;
  team2Id: string;
  stage: 'league' | 'playoff';
  status: 'scheduled' | 'live' | 'completed' | 'abandoned';
  /** Overs per side, the quota a side bowled out is charged with. */
  overs: number;
  /** Legal balls an over has in the match's format (6 unless it says otherwise: 8, 5). */
  ballsPerOver?: number;
  /** How a completed match ended; abandoned matches are a no result. */
  outcome: 'win' | 'tie' | 'no_result' | null;
  winnerId: string | null;
  innings: InningsTotal[];
  /** A chase's target revised by rain (D/L, DLS): runs to win off this many legal balls. */
  revisedTarget?: { runs: number; balls: number } | null;
}

export interface TeamInfo {
  id: string;
  name: string;
}

export interface Standing {
  teamId: string;
  name: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  /** Rounded to three places, as tables print it. */
  netRunRate: number;
  runsFor: number;
  ballsFaced: number;
  runsAgainst: number;
  ballsBowled: number;
}

/** "47.2" overs is 47 overs and 2 balls: 284 balls. */
export function oversToBalls(overs: string | number): number {
  const [whole, part = '0'] = String(overs).split('.');
  const balls = Number(part);
  if (!/^\d+$/.test(whole ?? '') || !/^\d$/.test(part) || balls > 5)
    throw new RangeError(`Not a number of overs: ${overs}`);
  return Number(whole) * 6 + balls;
}

export function ballsToOvers(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}

function blank(team: TeamInfo): Standing {
  return {
    teamId: team.id,
    name: team.name,
    played: 0,
    won: 0,
    lost: 0,
    tied: 0,
    noResult: 0,
    points: 0,
    netRunRate: 0,
    runsFor: 0,
    ballsFaced: 0,
    runsAgainst: 0,
    ballsBowled: 0,
  };
}

/**
 * League standings: points, then wins, then net run rate, then name. NRR follows the ICC method:
 * runs per over scored minus runs per over conceded, over league matches with a result; a side
 * bowled out is charged its full quota of overs. Where rain revised the chase's target, the side
 * batting first is credited with one run less than that target off the overs the chase was given
 * (ICC playing conditions, net run rate). Playoffs and unfinished matches do not count.
 */
export function computeStandings(
  teams: TeamInfo[],
  matches: MatchResult[],
  points: PointsRule = defaultPoints,
): Standing[] {
  const table = new Map(teams.map((team) => [team.id, blank(team)]));
  // Overs as fractions (47.2 six-ball overs is 47⅓), summed over matches whose overs may differ.
  const overs = new Map(teams.map((team) => [team.id, { faced: 0, bowled: 0 }]));
  for (const match of matches) {
    if (match.stage !== 'league') continue;
    const one = table.get(match.team1Id);
    const two = table.get(match.team2Id);
    if (!one || !two) continue;
    const outcome =
      match.status === 'abandoned'
        ? 'no_result'
        : match.status === 'completed'
          ? match.outcome
          : null;
    if (!outcome) continue;
    for (const side of [one, two]) side.played += 1;
    if (outcome === 'no_result') {
      for (const side of [one, two]) {
        side.noResult += 1;
        side.points += points.noResult;
      }
      continue;
    }
    if (outcome === 'tie') {
      for (const side of [one, two]) {
        side.tied += 1;
        side.points += points.tie;
      }
    } else {
      const [winner, loser] = match.winnerId === one.teamId ? [one, two] : [two, one];
      winner.won += 1;
      winner.points += points.win;
      loser.lost += 1;
      loser.points += points.loss;
    }
    const perOver = match.ballsPerOver ?? 6;
    const quota = match.overs * perOver;
    const revised = match.innings.length === 2 ? match.revisedTarget : null;
    for (const [index, innings] of match.innings.entries()) {
      const batting = table.get(innings.teamId);
      const bowling = innings.teamId === one.teamId ? two : one;
      if (!batting) continue;
      const credited =
        revised && index === 0
          ? { runs: revised.runs - 1, balls: revised.balls }
          : {
              runs: innings.runs,
              balls: innings.allOut ? (innings.quota ?? revised?.balls ?? quota) : innings.balls,
            };
      const { balls } = credited;
      batting.runsFor += credited.runs;
      batting.ballsFaced += balls;
      overs.get(batting.teamId)!.faced += balls / perOver;
      bowling.runsAgainst += credited.runs;
      bowling.ballsBowled += balls;
      overs.get(bowling.teamId)!.bowled += balls / perOver;
    }
  }
  const rows = [...table.values()].map((row) => ({
    ...row,
    netRunRate: netRunRate(row, overs.get(row.teamId)!),
  }));
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.won - a.won ||
      b.netRunRate - a.netRunRate ||
      a.name.localeCompare(b.name),
  );
}

function netRunRate(row: Standing, overs: { faced: number; bowled: number }): number {
  if (row.ballsFaced === 0 || row.ballsBowled === 0) return 0;
  const value = row.runsFor / overs.faced - row.runsAgainst / overs.bowled;
  return Math.round(value * 1000) / 1000;
}
