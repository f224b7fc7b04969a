import {
  defaultFormat,
  type BallInput,
  type LoggedBall,
  type Match,
  type MatchSetup,
} from '@portal/contract';

// The laws engine's view of a match, built from what GET /api/matches/{id} says, the same way
// the server builds it (apps/server/src/modules/tournament/ball-derive.ts), so the phone's
// reading of the balls matches the server's.

/** Which side bats first: the toss winner's choice, else team1 (as the server decides). */
function battingFirst(match: Match): 'team1' | 'team2' {
  if (!match.toss) return 'team1';
  const winnerIsTeam1 = match.toss.winner === match.team1ShortName;
  return winnerIsTeam1 === (match.toss.decision === 'bat') ? 'team1' : 'team2';
}

/** The setup the laws need, or null while the line-ups are not named. */
export function setupOf(match: Match): MatchSetup | null {
  if (!match.lineups) return null;
  return {
    format: match.format ?? defaultFormat(match.overs),
    team1: { shortName: match.team1ShortName, name: match.team1Name, lineup: match.lineups.team1 },
    team2: { shortName: match.team2ShortName, name: match.team2Name, lineup: match.lineups.team2 },
    battingFirst: battingFirst(match),
  };
}

/** A ball from the server's log as the scorer sent it (what the engine folds). */
export function inputOf(ball: LoggedBall): BallInput {
  return {
    seq: ball.seq,
    innings: ball.innings,
    striker: ball.striker,
    nonStriker: ball.nonStriker,
    bowler: ball.bowler,
    runs: ball.runs,
    extra: ball.extra,
    wicket: ball.wicket,
    commentary: ball.commentary,
  };
}

/** Hand-typed totals and no balls: the match is scored on the totals form. */
export const isHandScored = (match: Match) => !match.ballByBall && match.innings.length > 0;
