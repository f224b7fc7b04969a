import type { BallEvent, BallInput, WicketKind } from './types';

// How a ball reads: overs, rates, the scorecard's dismissal notation, the commentary's event.

/** Legal balls as cricket writes overs: 22 balls of 6 is "3.4". */
export const oversOf = (balls: number, perOver: number) =>
  `${Math.floor(balls / perOver)}.${balls % perOver}`;

/**
 * `numerator / denominator` to two decimals cut, not rounded, as published scorecards print
 * them (43 off 29 balls: a strike rate of 148.27; 14 off 3 overs: an economy of 4.66); 0 for
 * nothing to divide by. Whole numbers throughout, so no binary fraction tips a figure over.
 */
export const cut2 = (numerator: number, denominator: number) =>
  denominator === 0 ? 0 : Math.floor((numerator * 100) / denominator) / 100;

/**
 * The rate a chase needs, rounded (not cut like the figures already made: cutting would say a
 * side needs less than it does).
 */
export const requiredRate = (runs: number, balls: number, ballsPerOver: number) =>
  Math.round((runs * ballsPerOver * 100) / balls) / 100;

/** Runs per over of `ballsPerOver` balls, two decimals; 0 before any ball. */
export const perOver = (runs: number, balls: number, ballsPerOver: number) =>
  cut2(runs * ballsPerOver, balls);

/** The scorecard's notation: "c Sharma b Bumrah", "lbw b Khan", "run out (Rao)". */
export function howOut(kind: WicketKind, bowlerName: string, fielder: string | null | undefined) {
  switch (kind) {
    case 'bowled':
      return `b ${bowlerName}`;
    case 'caught':
      return fielder === bowlerName ? `c & b ${bowlerName}` : `c ${fielder} b ${bowlerName}`;
    case 'lbw':
      return `lbw b ${bowlerName}`;
    case 'stumped':
      return `st ${fielder} b ${bowlerName}`;
    case 'hitwicket':
      return `hit wicket b ${bowlerName}`;
    case 'runout':
      return fielder ? `run out (${fielder})` : 'run out';
    case 'retired':
      return 'retired';
    case 'obstructing':
      return 'obstructing the field';
    case 'timedout':
      return 'timed out';
    case 'handled':
      return 'handled the ball';
    case 'retiredout':
      return 'retired out';
    case 'hitballtwice':
      return 'hit the ball twice';
  }
}

export function eventOf(ball: BallInput, total: number): BallEvent {
  const extraRuns = ball.extra?.runs ?? 0;
  if (ball.wicket)
    return {
      kind: 'wicket',
      how: ball.wicket.kind,
      fielder: ball.wicket.fielder ?? null,
      playerOut: ball.wicket.playerOut,
    };
  switch (ball.extra?.type) {
    case 'wide':
      return { kind: 'wide', runs: total };
    case 'noball':
      return { kind: 'noball', runs: total };
    case 'bye':
    case 'legbye':
      return { kind: ball.extra.type, runs: ball.runs + extraRuns };
    case 'penalty':
      return { kind: 'penalty', runs: extraRuns };
    default:
      if (ball.runs === 4) return { kind: 'four' };
      if (ball.runs === 6) return { kind: 'six' };
      return ball.runs === 0 ? { kind: 'dot' } : { kind: 'runs', runs: ball.runs };
  }
}
