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

function current(setup: MatchSetup, fold: Fold): InningsAcc | null {
  const last = fold.innings.at(-1);
  if (!last) return newInnings(1, setup.battingFirst, null);
  if (last.ended === null) return last;
  if (last.number === 1) return newInnings(2, other(last.batting), last.runs + 1);
  return null;
}

/** A side of fewer players than the format's is all out when it runs out of batters. */
function formatFor(setup: MatchSetup, acc: InningsAcc): CricketFormat {
  const players = setup[acc.batting].lineup.length;
  const { format } = setup;
  return players > 1 && players < format.playersPerSide
    ? { ...format, playersPerSide: players }
    : format;
}

function sidesOf(setup: MatchSetup, acc: InningsAcc) {
  return { batting: setup[acc.batting].lineup, bowling: setup[other(acc.batting)].lineup };
}

/** The first problem with `ball` as the next ball after the fold, or null. */
function check(setup: MatchSetup, fold: Fold, ball: BallInput): BallProblem | null {
  const acc = current(setup, fold);
  if (!acc) return { field: 'innings', code: 'matchOver' };
  if (ball.innings < acc.number) return { field: 'innings', code: 'inningsOver' };
  if (ball.innings > acc.number) return { field: 'innings', code: 'inningsNotOver' };
  return checkAgainstInnings(acc, ball, sidesOf(setup, acc), formatFor(setup, acc));
}

function fold(setup: MatchSetup, balls: readonly BallInput[]): Fold {
  const state: Fold = { innings: [], balls: [] };
  for (const ball of balls) {
    const acc = current(setup, state);
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

function outcomeOf(setup: MatchSetup, innings: InningsAcc[]): MatchOutcome | null {
  const [first, second] = innings;
  if (!first || !second || second.ended === null) return null;
  if (second.runs > first.runs) {
    const format = formatFor(setup, second);
    const wickets = format.playersPerSide - 1 - second.wickets;
    const left = format.oversPerInnings * format.ballsPerOver - second.legal;
    const balls = left > 0 ? ` (${plural(left, 'ball')} left)` : '';
    return {
      outcome: 'win',
      winner: second.batting,
      text: `${setup[second.batting].name} won by ${plural(wickets, 'wicket')}${balls}`,
    };
  }
  if (second.runs === first.runs) return { outcome: 'tie', winner: null, text: 'Match tied' };
  return {
    outcome: 'win',
    winner: first.batting,
    text: `${setup[first.batting].name} won by ${plural(first.runs - second.runs, 'run')}`,
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
    matchOver: acc === null,
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
      const acc = current(setup, state)!;
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
