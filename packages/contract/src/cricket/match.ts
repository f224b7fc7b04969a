import { inningsCard } from './card';
import { checkAgainstInnings } from './checks';
import { applyBall, newInnings, type InningsAcc } from './innings';
import type {
  BallInput,
  BallProblem,
  CricketFormat,
  DerivedBall,
  InningsCard,
  MatchOutcome,
  MatchSetup,
  NextUp,
} from './types';

// A match is its balls folded in order: two innings, the second chasing the first's total.

export interface MatchScore {
  innings: InningsCard[];
  balls: DerivedBall[];
  result: MatchOutcome | null;
  next: NextUp;
}

interface Fold {
  innings: InningsAcc[];
  balls: DerivedBall[];
}

const other = (side: 'team1' | 'team2') => (side === 'team1' ? 'team2' : 'team1');
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The legal balls innings `number` may last: its overs, unless rain cut or revised them. */
function quotaOf(setup: MatchSetup, number: number) {
  const { format } = setup;
  if (number > 2) return format.ballsPerOver;
  const cut = format.terms?.inningsBalls?.[String(number)];
  const revised = number === 2 ? format.terms?.revisedTarget?.balls : undefined;
  return cut ?? revised ?? format.oversPerInnings * format.ballsPerOver;
}

/** Whether the chase (an even innings) ended level with the target's runs less one. */
const tied = (chase: InningsAcc) => chase.target !== null && chase.runs === chase.target - 1;

function current(setup: MatchSetup, fold: Fold): InningsAcc | null {
  const last = fold.innings.at(-1);
  if (!last) return newInnings(1, setup.battingFirst, null, quotaOf(setup, 1));
  if (last.ended === null) return last;
  const next = last.number + 1;
  if (last.number === 1) {
    const target = setup.format.terms?.revisedTarget?.runs ?? last.runs + 1;
    return newInnings(2, other(last.batting), target, quotaOf(setup, 2));
  }
  if (!setup.format.superOvers) return null;
  // A super over's second innings chases the first; a tie is played off again, the side that
  // batted second batting first (ICC playing conditions, super over).
  if (next % 2 === 0)
    return newInnings(next, other(last.batting), last.runs + 1, quotaOf(setup, next));
  return tied(last) ? newInnings(next, last.batting, null, quotaOf(setup, next)) : null;
}

/**
 * A side of fewer players than the format's is all out when it runs out of batters; a super
 * over is one over a bowler, and two wickets end it.
 */
function formatFor(setup: MatchSetup, acc: InningsAcc): CricketFormat {
  const players = setup[acc.batting].lineup.length;
  const format = acc.superOver
    ? { ...setup.format, playersPerSide: 3, oversPerBowler: 1 }
    : setup.format;
  return players > 1 && players < format.playersPerSide
    ? { ...format, playersPerSide: players }
    : format;
}

function sidesOf(setup: MatchSetup, acc: InningsAcc) {
  return { batting: setup[acc.batting].lineup, bowling: setup[other(acc.batting)].lineup };
}

/**
 * The innings `ball` goes to: the one in play, or, for penalty runs awarded after an innings'
 * last ball (Law 41.17), the innings just ended, until the next has a ball.
 */
function inningsFor(setup: MatchSetup, fold: Fold, ball: BallInput): InningsAcc | null {
  const acc = current(setup, fold);
  const last = fold.innings.at(-1);
  if (last && last !== acc && last.number === ball.innings && ball.extra?.type === 'penalty')
    return last;
  return acc;
}

/** The first problem with `ball` as the next ball after the fold, or null. */
function check(setup: MatchSetup, fold: Fold, ball: BallInput): BallProblem | null {
  const acc = inningsFor(setup, fold, ball);
  if (acc && acc.ended !== null)
    return checkAgainstInnings(acc, ball, sidesOf(setup, acc), formatFor(setup, acc), true);
  if (!acc) return { field: 'innings', code: 'matchOver' };
  if (ball.innings < acc.number) return { field: 'innings', code: 'inningsOver' };
  if (ball.innings > acc.number) return { field: 'innings', code: 'inningsNotOver' };
  return checkAgainstInnings(acc, ball, sidesOf(setup, acc), formatFor(setup, acc));
}

function fold(setup: MatchSetup, balls: readonly BallInput[]): Fold {
  const state: Fold = { innings: [], balls: [] };
  for (const ball of balls) {
    const acc = inningsFor(setup, state, ball);
    // Stored balls were checked when they came in; a ball past the end is ignored, not fatal.
    if (!acc || acc.number !== ball.innings) continue;
    if (state.innings.at(-1) !== acc) state.innings.push(acc);
    state.balls.push(applyBall(acc, ball, formatFor(setup, acc)));
  }
  return state;
}

/** Why `ball` cannot be the next ball after `balls`, or null when it can. */
export function checkNextBall(
  setup: MatchSetup,
  balls: readonly BallInput[],
  ball: BallInput,
): BallProblem | null {
  return check(setup, fold(setup, balls), ball);
}

const methodNote = (method: string | null | undefined) => (method ? ` (${method} method)` : '');

/** Who won the super overs after a tie, or null while they are not decided. */
function superOverOutcome(setup: MatchSetup, innings: InningsAcc[]): MatchOutcome | null {
  for (let index = 2; index + 1 < innings.length; index += 2) {
    const chase = innings[index + 1]!;
    if (chase.ended === null) return null;
    if (tied(chase)) continue;
    const winner = chase.runs >= chase.target! ? chase.batting : innings[index]!.batting;
    return {
      outcome: 'win',
      winner,
      superOver: true,
      text: `Match tied (${setup[winner].name} won the super over)`,
    };
  }
  return null;
}

/** The result the terms record (a par score, no result, a bowl-out), written as cards say it. */
function decidedOutcome(setup: MatchSetup, method: string | null | undefined): MatchOutcome | null {
  const decided = setup.format.terms?.decided;
  if (!decided) return null;
  const note = methodNote(method);
  if (decided.outcome === 'no_result')
    return { outcome: 'no_result', winner: null, method: method ?? null, text: 'No result' };
  if (decided.outcome === 'tie' || !decided.winner)
    return { outcome: 'tie', winner: null, method: method ?? null, text: `Match tied${note}` };
  const name = setup[decided.winner].name;
  const by = decided.by;
  const margin = by?.runs
    ? ` by ${plural(by.runs, 'run')}`
    : by?.wickets
      ? ` by ${plural(by.wickets, 'wicket')}`
      : '';
  return {
    outcome: 'win',
    winner: decided.winner,
    method: method ?? null,
    ...(decided.eliminator ? { superOver: true } : {}),
    text: decided.eliminator
      ? `Match tied (${name} won the tie-break)`
      : `${name} won${margin}${note}`,
  };
}

function outcomeOf(setup: MatchSetup, innings: InningsAcc[]): MatchOutcome | null {
  const method = setup.format.terms?.method;
  const decided = decidedOutcome(setup, method);
  if (decided) return decided;
  const [first, second] = innings;
  if (!first || !second || second.ended === null) return null;
  const target = second.target ?? first.runs + 1;
  const note = methodNote(method);
  const extra = method ? { method } : {};
  if (second.runs >= target) {
    const format = formatFor(setup, second);
    const wickets = format.playersPerSide - 1 - second.wickets;
    const left = second.quota - second.legal;
    const balls = left > 0 ? ` (${plural(left, 'ball')} left)` : '';
    return {
      outcome: 'win',
      winner: second.batting,
      ...extra,
      text: `${setup[second.batting].name} won by ${plural(wickets, 'wicket')}${balls}${note}`,
    };
  }
  if (tied(second)) {
    if (setup.format.superOvers) return superOverOutcome(setup, innings);
    return { outcome: 'tie', winner: null, ...extra, text: `Match tied${note}` };
  }
  const margin = target - 1 - second.runs;
  return {
    outcome: 'win',
    winner: first.batting,
    ...extra,
    text: `${setup[first.batting].name} won by ${plural(margin, 'run')}${note}`,
  };
}

function nextOf(setup: MatchSetup, state: Fold): NextUp {
  const acc = current(setup, state);
  return {
    innings: acc?.number ?? 2,
    striker: acc?.striker ?? null,
    nonStriker: acc?.nonStriker ?? null,
    bowler: acc?.overOpen ? acc.overBowler : null,
    lastOverBowler: acc?.overOpen ? null : (acc?.lastOverBowler ?? null),
    freeHit: acc?.freeHit ?? false,
    matchOver: acc === null || Boolean(setup.format.terms?.decided),
  };
}

/** Everything the balls say: the scorecards, the ball log, the result and who is up next. */
export function scoreMatch(setup: MatchSetup, balls: readonly BallInput[]): MatchScore {
  return scoreOf(setup, fold(setup, balls));
}

/**
 * A match scored one ball at a time without folding the log again for each: every ball is
 * checked against the match so far and added only if the laws allow it (the demo cup and the
 * Cricsheet import build whole matches this way).
 */
export function matchInPlay(setup: MatchSetup) {
  const state: Fold = { innings: [], balls: [] };
  return {
    /** Why `ball` cannot come next (nothing is added), or null once it is added. */
    add(ball: BallInput): BallProblem | null {
      const problem = check(setup, state, ball);
      if (problem) return problem;
      const acc = inningsFor(setup, state, ball)!;
      if (state.innings.at(-1) !== acc) state.innings.push(acc);
      state.balls.push(applyBall(acc, ball, formatFor(setup, acc)));
      return null;
    },
    next: () => nextOf(setup, state),
    score: () => scoreOf(setup, state),
  };
}

function scoreOf(setup: MatchSetup, state: Fold): MatchScore {
  const result = outcomeOf(setup, state.innings);
  const next = nextOf(setup, state);
  return {
    innings: state.innings.map((innings) =>
      inningsCard(
        innings,
        {
          batting: setup[innings.batting].shortName,
          bowling: setup[other(innings.batting)].shortName,
        },
        formatFor(setup, innings),
      ),
    ),
    balls: state.balls,
    result,
    next,
  };
}
