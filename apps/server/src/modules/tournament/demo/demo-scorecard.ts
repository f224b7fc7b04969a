import type { InningsInput } from '@portal/contract';
import { keeperIndex, surnameOf } from './demo-squads';
import { ballsToOvers } from '../standings/standings';

// Batting and bowling cards for the demo cup that hold together like real ones: the batters'
// runs and the extras make the total, the dismissals are the wickets, the bowlers bowl the
// innings' overs (four at most in twenty) and concede its runs less byes and leg-byes, catches
// are taken by the fielding side. Deterministic: every install shows the same cup.

export interface Random {
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and well mixed in its low bits (an LCG's alternate). */
export function demoRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** Splits `total` into whole parts in proportion to `weights` (largest remainder first). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

export interface InningsPlan {
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  balls: number;
}

/** A finished match's two innings: a first total, then a chase that is won or falls short. */
export function playedPlans(random: Random): [InningsPlan, InningsPlan] {
  const firstWickets = random.int(4, 10);
  const first: InningsPlan =
    firstWickets === 10
      ? { runs: random.int(112, 160), wickets: 10, balls: random.int(100, 119) }
      : { runs: random.int(140, 198), wickets: firstWickets, balls: 120 };
  const chase = random.int(0, 2);
  if (chase === 0)
    return [
      first,
      {
        runs: first.runs + random.int(1, 4),
        wickets: random.int(2, 8),
        balls: random.int(96, 120),
      },
    ];
  if (chase === 1)
    return [
      first,
      { runs: first.runs - random.int(12, 45), wickets: 10, balls: random.int(92, 119) },
    ];
  return [first, { runs: first.runs - random.int(2, 28), wickets: random.int(5, 9), balls: 120 }];
}

type Card = Pick<InningsInput, 'runs' | 'wickets' | 'overs' | 'batting' | 'bowling'>;

/** Openers and the middle order make most runs; the tail a few. */
const positionWeight = [1.3, 1.25, 1.2, 1.1, 1, 0.85, 0.7, 0.5, 0.35, 0.25, 0.2];

/** The cards of one innings: `batting` in order bats, `fielding` bowls and fields. */
export function demoInnings(
  batting: readonly string[],
  fielding: readonly string[],
  plan: InningsPlan,
  random: Random,
  matchOvers = 20,
): Card {
  const extras = Math.min(plan.runs, random.int(3, 13));
  // Byes and leg-byes are extras no bowler is charged with; the rest are wides.
  const byes = random.int(0, Math.min(extras, 5));
  const bowlers = bowlingFigures(fielding, plan, plan.runs - byes, random, matchOvers);
  const batters = battingFigures(batting, plan, plan.runs - extras, random);
  const dismissals = dismissalsFor(batters.out, bowlers, fielding, random);
  return {
    runs: plan.runs,
    wickets: plan.wickets,
    overs: ballsToOvers(plan.balls),
    batting: batters.rows.map((row, index) => ({ ...row, howOut: dismissals.get(index) ?? '' })),
    bowling: bowlers.map(({ player, balls, maidens, runs, wickets }) => ({
      player,
      overs: ballsToOvers(balls),
      maidens,
      runs,
      wickets,
    })),
  };
}

function battingFigures(
  players: readonly string[],
  plan: InningsPlan,
  runs: number,
  random: Random,
) {
  // All out: eleven batted and one is left. Otherwise the two at the crease are not out.
  const batted = plan.wickets === 10 ? 11 : plan.wickets + 2;
  // Uneven, as innings are: most get a start, one of the top four goes on to a big score.
  const weights = positionWeight
    .slice(0, batted)
    .map((weight) => weight * random.float(0.1, 1) ** 2);
  weights[random.int(0, Math.min(3, batted - 1))]! *= random.float(4, 8);
  // Now and then a batter goes without scoring.
  if (batted > 3 && random.int(0, 2) === 0) weights[random.int(0, batted - 1)] = 0;
  const scores = apportion(runs, weights);
  const pace = scores.map((score, index) => {
    const strikeRate = index < 7 ? random.float(105, 175) : random.float(70, 140);
    return (score * 100) / strikeRate + random.int(1, 4);
  });
  const balls = apportion(plan.balls, pace).map((faced, index) =>
    Math.max(1, faced, Math.ceil(scores[index]! / 6)),
  );
  // Those floors may add a ball or two: the busiest batter gives them back.
  for (let excess = balls.reduce((a, b) => a + b, 0) - plan.balls; excess > 0; excess--) {
    const busiest = balls.indexOf(Math.max(...balls));
    balls[busiest]! -= 1;
  }
  const notOut =
    plan.wickets === 10 ? [random.int(9, 10)] : [batted - 2, batted - 1].filter((i) => i >= 0);
  const out = Array.from({ length: batted }, (_, index) => index).filter(
    (index) => !notOut.includes(index),
  );
  const rows = scores.map((score, index) => {
    const faced = balls[index]!;
    const sixes = Math.min(Math.floor((score * random.float(0.05, 0.4)) / 6), faced);
    const fours = Math.min(
      Math.floor(((score - sixes * 6) * random.float(0.3, 0.65)) / 4),
      faced - sixes,
    );
    return { player: players[index]!, runs: score, balls: faced, fours, sixes };
  });
  return { rows, out };
}

interface Bowler {
  player: string;
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
}

function bowlingFigures(
  fielding: readonly string[],
  plan: InningsPlan,
  runs: number,
  random: Random,
  matchOvers: number,
): Bowler[] {
  const quota = Math.ceil(matchOvers / 5);
  const oversNeeded = Math.ceil(plan.balls / 6);
  const count = Math.min(random.int(5, 6), Math.max(2, Math.ceil(oversNeeded / 2)));
  // The bowlers come from the lower order; who opens the bowling varies.
  const pool = [10, 9, 8, 7, 6, 5].slice(0, count);
  const order = pool.map((index) => ({ index, key: random.float(0, 1) }));
  order.sort((a, b) => a.key - b.key);
  const overs = order.map(() => 0);
  for (let over = 0; over < Math.floor(plan.balls / 6); over++) {
    const free = overs.flatMap((bowled, index) => (bowled < quota ? [index] : []));
    overs[random.pick(free)]! += 1;
  }
  const balls = overs.map((bowled) => bowled * 6);
  if (plan.balls % 6 > 0) {
    const free = overs.flatMap((bowled, index) => (bowled < quota ? [index] : []));
    balls[random.pick(free)]! += plan.balls % 6;
  }
  const conceded = apportion(
    runs,
    balls.map((bowled) => bowled * random.float(0.55, 1.6)),
  );
  const threat = balls.map((bowled) => bowled * random.float(0.2, 1.8));
  // A run out is nobody's wicket.
  const runOuts = plan.wickets >= 2 && random.int(0, 3) === 0 ? 1 : 0;
  const wickets = balls.map(() => 0);
  for (let wicket = 0; wicket < plan.wickets - runOuts; wicket++)
    wickets[weightedIndex(threat, random)]! += 1;
  const figures = order.map(({ index }, row) => ({
    player: fielding[index]!,
    balls: balls[row]!,
    maidens: 0,
    runs: conceded[row]!,
    wickets: wickets[row]!,
  }));
  // Two bowlers with the same figures look made up: a run moves between them.
  for (const [row, bowler] of figures.entries())
    for (const other of figures.slice(row + 1))
      if (
        other.balls === bowler.balls &&
        other.runs === bowler.runs &&
        other.wickets === bowler.wickets &&
        other.runs > 0
      ) {
        bowler.runs += 1;
        other.runs -= 1;
      }
  for (const bowler of figures) {
    const economy = (bowler.runs * 6) / Math.max(1, bowler.balls);
    if (bowler.balls >= 18 && economy < 6.5 && random.int(0, 2) === 0) bowler.maidens = 1;
  }
  return figures.filter((bowler) => bowler.balls > 0);
}

function weightedIndex(weights: readonly number[], random: Random): number {
  let at = random.float(
    0,
    weights.reduce((a, b) => a + b, 0),
  );
  for (const [index, weight] of weights.entries()) {
    at -= weight;
    if (at < 0 && weight > 0) return index;
  }
  return weights.findLastIndex((weight) => weight > 0);
}

/** How each batter who is out got out, by batting position; wickets go to their bowlers. */
function dismissalsFor(
  out: readonly number[],
  bowlers: readonly Bowler[],
  fielding: readonly string[],
  random: Random,
): Map<number, string> {
  const credits = bowlers.flatMap((bowler) => Array<string>(bowler.wickets).fill(bowler.player));
  // Shuffle which batter fell to which bowler.
  const shuffled = credits
    .map((player) => ({ player, key: random.float(0, 1) }))
    .sort((a, b) => a.key - b.key)
    .map(({ player }) => player);
  const keeper = fielding[keeperIndex]!;
  const dismissals = new Map<number, string>();
  for (const batter of out) {
    const bowler = shuffled.shift();
    if (!bowler) {
      const fielder = random.pick(fielding.filter((player) => player !== keeper));
      dismissals.set(batter, `run out (${surnameOf(fielder)})`);
      continue;
    }
    const by = surnameOf(bowler);
    const mode = random.float(0, 1);
    if (mode < 0.12) dismissals.set(batter, `c ${surnameOf(keeper)} b ${by}`);
    else if (mode < 0.52) {
      const fielder = random.pick(fielding.filter((player) => player !== bowler));
      dismissals.set(batter, `c ${surnameOf(fielder)} b ${by}`);
    } else if (mode < 0.57) dismissals.set(batter, `c & b ${by}`);
    else if (mode < 0.8) dismissals.set(batter, `b ${by}`);
    else if (mode < 0.95) dismissals.set(batter, `lbw b ${by}`);
    else dismissals.set(batter, `st ${surnameOf(keeper)} b ${by}`);
  }
  return dismissals;
}
