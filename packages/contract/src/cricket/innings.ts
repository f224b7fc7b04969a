import { eventOf, howOut, oversOf } from './notation';
import {
  bowlerWickets,
  type BallInput,
  type CricketFormat,
  type DerivedBall,
  type Extras,
  type FallOfWicket,
  type InningsEnd,
  type Partnership,
} from './types';

// One innings, folded ball by ball. The accumulator is mutable on purpose: the fold is linear
// and runs on a phone for every ball of a match, so it avoids copying per delivery.

interface BatterAcc {
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  howOut: string | null;
  retired: boolean;
}

interface BowlerAcc {
  legal: number;
  oversStarted: number;
  maidens: number;
  runs: number;
  wickets: number;
  wides: number;
  noBalls: number;
}

export interface InningsAcc {
  number: number;
  superOver: boolean;
  /** Legal balls the innings may last: its overs, or what rain or a super over left it. */
  quota: number;
  batting: 'team1' | 'team2';
  runs: number;
  wickets: number;
  legal: number;
  extras: Extras;
  batters: Map<string, BatterAcc>;
  bowlers: Map<string, BowlerAcc>;
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  striker: string | null;
  nonStriker: string | null;
  overOpen: boolean;
  overBowler: string | null;
  overRuns: number;
  /** Whether a second bowler finished this over (no maiden for either). */
  overShared: boolean;
  lastOverBowler: string | null;
  freeHit: boolean;
  target: number | null;
  ended: InningsEnd;
}

export function newInnings(
  number: number,
  batting: 'team1' | 'team2',
  target: number | null,
  quota: number,
): InningsAcc {
  return {
    number,
    superOver: number > 2,
    quota,
    batting,
    runs: 0,
    wickets: 0,
    legal: 0,
    extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalties: 0 },
    batters: new Map(),
    bowlers: new Map(),
    fallOfWickets: [],
    partnerships: [],
    striker: null,
    nonStriker: null,
    overOpen: false,
    overBowler: null,
    overRuns: 0,
    overShared: false,
    lastOverBowler: null,
    freeHit: false,
    target,
    ended: null,
  };
}

const offTheBall = new Set(['retired', 'retiredout', 'timedout']);

/** A retirement or timed out is recorded with a bowler but is no delivery; nor is a penalty. */
export function isDelivery(ball: BallInput) {
  if (ball.extra?.type === 'penalty') return false;
  const kind = ball.wicket?.kind;
  return !(kind && offTheBall.has(kind) && ball.runs === 0 && !ball.extra);
}

function batter(acc: InningsAcc, player: string) {
  let row = acc.batters.get(player);
  if (!row) {
    row = { runs: 0, balls: 0, fours: 0, sixes: 0, howOut: null, retired: false };
    acc.batters.set(player, row);
  }
  return row;
}

function bowler(acc: InningsAcc, player: string) {
  let row = acc.bowlers.get(player);
  if (!row) {
    row = { legal: 0, oversStarted: 0, maidens: 0, runs: 0, wickets: 0, wides: 0, noBalls: 0 };
    acc.bowlers.set(player, row);
  }
  return row;
}

export function bowlerOvers(acc: InningsAcc, player: string) {
  return acc.bowlers.get(player)?.oversStarted ?? 0;
}

export function isOut(acc: InningsAcc, player: string) {
  const row = acc.batters.get(player);
  return Boolean(row?.howOut && !row.retired);
}

function openPartnership(acc: InningsAcc) {
  const last = acc.partnerships.at(-1);
  if (last?.unbroken || !acc.striker || !acc.nonStriker) return last;
  const next: Partnership = {
    wicket: acc.partnerships.length + 1,
    runs: 0,
    balls: 0,
    batters: [acc.striker, acc.nonStriker],
    unbroken: true,
  };
  acc.partnerships.push(next);
  return next;
}

function swapEnds(acc: InningsAcc) {
  [acc.striker, acc.nonStriker] = [acc.nonStriker, acc.striker];
}

/** Penalty runs awarded after the innings' last ball (Law 41.17): the score, nothing else. */
function awardedAfterTheEnd(acc: InningsAcc, ball: BallInput, over: string): DerivedBall {
  const runs = ball.extra?.runs ?? 0;
  acc.runs += runs;
  acc.extras.penalties += runs;
  const score = { runs: acc.runs, wickets: acc.wickets };
  const event = eventOf(ball, runs);
  return {
    seq: ball.seq,
    innings: ball.innings,
    over,
    legal: false,
    freeHit: false,
    total: runs,
    score,
    event,
  };
}

/** Applies one (already checked) ball; says what it was for the log. */
export function applyBall(acc: InningsAcc, ball: BallInput, format: CricketFormat): DerivedBall {
  const over = `${Math.floor(acc.legal / format.ballsPerOver)}.${(acc.legal % format.ballsPerOver) + 1}`;
  const freeHit = acc.freeHit;
  const delivery = isDelivery(ball);
  const type = ball.extra?.type;
  const extraRuns = ball.extra?.runs ?? 0;
  if (acc.ended) return awardedAfterTheEnd(acc, ball, over);
  acc.striker = ball.striker;
  acc.nonStriker = ball.nonStriker;
  const striker = batter(acc, ball.striker);
  batter(acc, ball.nonStriker);
  for (const name of [ball.striker, ball.nonStriker]) {
    const row = acc.batters.get(name)!;
    if (row.retired) Object.assign(row, { retired: false, howOut: null });
  }
  const partnership = openPartnership(acc);
  let total = 0;
  let legal = false;
  if (type === 'penalty') {
    total = extraRuns;
    acc.extras.penalties += extraRuns;
  } else if (delivery) {
    const bowl = bowler(acc, ball.bowler);
    if (!acc.overOpen) {
      acc.overOpen = true;
      acc.overBowler = ball.bowler;
      acc.overRuns = 0;
      acc.overShared = false;
      bowl.oversStarted += 1;
    } else if (ball.bowler !== acc.overBowler) {
      // Law 17.8: another bowler finishes the over (the check allows it only when told).
      acc.overBowler = ball.bowler;
      acc.overShared = true;
      bowl.oversStarted += 1;
    }
    let conceded = 0;
    let crossed = ball.runs;
    if (type === 'wide') {
      total = conceded = 1 + extraRuns;
      crossed = extraRuns;
      acc.extras.wides += total;
      bowl.wides += 1;
    } else if (type === 'bye' || type === 'legbye') {
      total = crossed = ball.runs + extraRuns;
      acc.extras[type === 'bye' ? 'byes' : 'legByes'] += total;
      striker.balls += 1;
      legal = true;
    } else {
      // A no-ball is faced by the batter; its runs off the bat are the batter's.
      striker.runs += ball.runs;
      striker.balls += 1;
      if (ball.runs === 4) striker.fours += 1;
      if (ball.runs === 6) striker.sixes += 1;
      total = conceded = ball.runs;
      if (type === 'noball') {
        total = conceded = ball.runs + 1 + extraRuns;
        crossed = ball.runs + extraRuns;
        acc.extras.noBalls += 1 + extraRuns;
        bowl.noBalls += 1;
      } else legal = true;
    }
    bowl.runs += conceded;
    acc.overRuns += conceded;
    if (legal) {
      acc.legal += 1;
      bowl.legal += 1;
    }
    if (crossed % 2 === 1) swapEnds(acc);
    // A wide keeps a pending free hit; any other delivery uses it up.
    if (type === 'noball' && format.freeHits) acc.freeHit = true;
    else if (type !== 'wide') acc.freeHit = false;
  }
  acc.runs += total;
  if (partnership) {
    partnership.runs += total;
    if (legal) partnership.balls += 1;
  }
  if (ball.wicket) dismiss(acc, ball, format);
  if (legal && acc.legal % format.ballsPerOver === 0) {
    if (acc.overRuns === 0 && !acc.overShared)
      bowler(acc, acc.overBowler ?? ball.bowler).maidens += 1;
    acc.lastOverBowler = acc.overBowler;
    acc.overOpen = false;
    swapEnds(acc);
  }
  if (acc.wickets >= format.playersPerSide - 1) acc.ended = 'allOut';
  else if (acc.target !== null && acc.runs >= acc.target) acc.ended = 'target';
  else if (acc.legal >= acc.quota) acc.ended = 'overs';
  return {
    seq: ball.seq,
    innings: ball.innings,
    over,
    legal,
    freeHit,
    total,
    score: { runs: acc.runs, wickets: acc.wickets },
    event: eventOf(ball, total),
  };
}

/** The dismissed batter leaves; the new batter will take that end (null until named). */
function dismiss(acc: InningsAcc, ball: BallInput, format: CricketFormat) {
  const wicket = ball.wicket!;
  const out = batter(acc, wicket.playerOut);
  out.howOut = howOut(wicket.kind, ball.bowler, wicket.fielder);
  const partnership = acc.partnerships.at(-1);
  if (partnership) partnership.unbroken = false;
  if (acc.striker === wicket.playerOut) acc.striker = null;
  if (acc.nonStriker === wicket.playerOut) acc.nonStriker = null;
  if (wicket.kind === 'retired') {
    out.retired = true;
    return;
  }
  acc.wickets += 1;
  if (bowlerWickets.has(wicket.kind)) bowler(acc, ball.bowler).wickets += 1;
  acc.fallOfWickets.push({
    runs: acc.runs,
    wicket: acc.wickets,
    over: oversOf(acc.legal, format.ballsPerOver),
    player: wicket.playerOut,
  });
}
