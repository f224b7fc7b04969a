import { bowlerOvers, isDelivery, isOut, type InningsAcc } from './innings';
import { cricketLimits } from './limits';
import type { BallInput, BallProblem, CricketFormat } from './types';

// Whether the next ball can follow the match so far. Each rule names the field at fault, so
// the scorer's form (and the API's 400) can point at it.

const creaseOnly = new Set(['bowled', 'caught', 'lbw', 'stumped', 'hitwicket']);
// Law 34: only the striker hits the ball twice, and can be out so off a no-ball (Law 21.18).
const strikerOnly = new Set([...creaseOnly, 'hitballtwice']);
const notOffWide = new Set(['bowled', 'caught', 'lbw', 'hitballtwice']);
const needsFielder = new Set(['caught', 'stumped']);

const problem = (
  field: string,
  code: BallProblem['code'],
  values?: Record<string, string>,
): BallProblem => (values ? { field, code, values } : { field, code });

function checkRuns(ball: BallInput): BallProblem | null {
  const type = ball.extra?.type;
  const extraRuns = ball.extra?.runs ?? 0;
  // No law caps the runs off one ball; the guard and why: ./limits.ts.
  const most = cricketLimits.runsOffOneBall;
  if (!Number.isInteger(ball.runs) || ball.runs < 0 || ball.runs > most)
    return problem('runs', 'runsRange', { max: String(most) });
  const extraMax = type === 'penalty' ? cricketLimits.penaltyRunsOnOneRecord : most;
  if (!Number.isInteger(extraRuns) || extraRuns < 0 || extraRuns > extraMax)
    return problem('extra.runs', 'extraRunsRange', { max: String(extraMax) });
  if (type === 'wide' && ball.runs > 0) return problem('runs', 'runsOnWide');
  if ((type === 'bye' || type === 'legbye') && ball.runs > 0 && extraRuns > 0)
    return problem('extra.runs', 'byesTwice');
  if (type === 'penalty' && (ball.runs > 0 || ball.wicket))
    return problem('extra.type', 'penaltyOnly');
  return null;
}

function checkBatters(acc: InningsAcc, ball: BallInput, batting: string[]): BallProblem | null {
  for (const field of ['striker', 'nonStriker'] as const) {
    if (!batting.includes(ball[field])) return problem(field, 'notInLineup');
    if (isOut(acc, ball[field])) return problem(field, 'alreadyOut');
  }
  if (ball.striker === ball.nonStriker) return problem('nonStriker', 'sameBatter');
  // Batters already at the crease stay there; only a vacated end takes someone new.
  const atCrease = [acc.striker, acc.nonStriker].filter((name): name is string => name !== null);
  const named = [ball.striker, ball.nonStriker];
  const missing = atCrease.find((name) => !named.includes(name));
  if (missing) {
    const field = atCrease.includes(ball.striker) ? 'nonStriker' : 'striker';
    return problem(field, 'notAtCrease', { player: missing });
  }
  return null;
}

function checkBowler(
  acc: InningsAcc,
  ball: BallInput,
  bowling: string[],
  format: CricketFormat,
): BallProblem | null {
  if (!bowling.includes(ball.bowler)) return problem('bowler', 'notBowlingSide');
  if (!isDelivery(ball)) return null;
  if (acc.overOpen) {
    if (ball.bowler === acc.overBowler) return null;
    // Law 17.8: someone who did not bowl the over before may finish a hurt bowler's over.
    if (!ball.replacesBowler || ball.bowler === acc.lastOverBowler)
      return problem('bowler', 'changedMidOver', { player: acc.overBowler ?? '' });
    return null;
  }
  if (ball.bowler === acc.lastOverBowler) return problem('bowler', 'consecutiveOvers');
  if (bowlerOvers(acc, ball.bowler) >= format.oversPerBowler)
    return problem('bowler', 'bowlerQuota', { overs: String(format.oversPerBowler) });
  return null;
}

function checkWicket(acc: InningsAcc, ball: BallInput, bowling: string[]): BallProblem | null {
  const wicket = ball.wicket;
  if (!wicket) return null;
  if (wicket.playerOut !== ball.striker && wicket.playerOut !== ball.nonStriker)
    return problem('wicket.playerOut', 'outNotBatting');
  if (strikerOnly.has(wicket.kind) && wicket.playerOut !== ball.striker)
    return problem('wicket.playerOut', 'notStriker');
  const type = ball.extra?.type;
  if ((acc.freeHit || type === 'noball') && creaseOnly.has(wicket.kind))
    return problem('wicket.kind', 'notOnFreeHit');
  if (type === 'wide' && notOffWide.has(wicket.kind)) return problem('wicket.kind', 'notOnWide');
  if (needsFielder.has(wicket.kind) && !wicket.fielder)
    return problem('wicket.fielder', 'fielderNeeded');
  if (wicket.fielder && !bowling.includes(wicket.fielder))
    return problem('wicket.fielder', 'fielderNotFielding');
  return null;
}

/** The first thing wrong with `ball` as the next ball of `acc`, or null. */
export function checkAgainstInnings(
  acc: InningsAcc,
  ball: BallInput,
  sides: { batting: string[]; bowling: string[] },
  format: CricketFormat,
  /** Penalty runs after the innings ended: only their runs are checked. */
  afterTheEnd = false,
): BallProblem | null {
  if (sides.batting.length === 0 || sides.bowling.length === 0)
    return problem('striker', 'noLineup');
  if (afterTheEnd) return checkRuns(ball);
  return (
    checkRuns(ball) ??
    checkBatters(acc, ball, sides.batting) ??
    checkBowler(acc, ball, sides.bowling, format) ??
    checkWicket(acc, ball, sides.bowling)
  );
}
