import type { BallLog, LoggedBall } from '@portal/contract';
import { makeInnings, makeMatch } from './tournament-fixtures';

/** What happened on one ball; runs off the bat unless `extra` says otherwise. */
export interface Outcome {
  runs?: number;
  extra?: { type: 'wide' | 'noball' | 'bye' | 'legbye'; runs?: number };
  out?: string;
  commentary?: string;
}

export interface InningsPlan {
  striker: string;
  nonStriker: string;
  /** One bowler per over, in order. */
  bowlers: string[];
  overs: Outcome[][];
}

/**
 * A ball log as the server writes it (over numbering, legality, totals and running score),
 * from a plan of outcomes per over. Strike stays put: the viewer's screens do not derive it.
 */
export function logBalls(plans: InningsPlan[], ballsPerOver = 6): LoggedBall[] {
  const balls: LoggedBall[] = [];
  plans.forEach((plan, index) => {
    let legal = 0;
    const score = { runs: 0, wickets: 0 };
    plan.overs.forEach((outcomes, overIndex) => {
      const bowler = plan.bowlers[overIndex] ?? plan.bowlers[0]!;
      for (const outcome of outcomes) {
        const penalty = outcome.extra?.type === 'wide' || outcome.extra?.type === 'noball' ? 1 : 0;
        const total = (outcome.runs ?? 0) + penalty + (outcome.extra?.runs ?? 0);
        const over = `${Math.floor(legal / ballsPerOver)}.${(legal % ballsPerOver) + 1}`;
        const isLegal = !penalty;
        if (isLegal) legal += 1;
        score.runs += total;
        if (outcome.out) score.wickets += 1;
        balls.push({
          seq: balls.length + 1,
          innings: index + 1,
          over,
          striker: plan.striker,
          nonStriker: plan.nonStriker,
          bowler,
          runs: outcome.runs ?? 0,
          extra: outcome.extra ? { type: outcome.extra.type, runs: outcome.extra.runs ?? 0 } : null,
          wicket: outcome.out ? { kind: 'bowled', playerOut: outcome.out, fielder: null } : null,
          commentary: outcome.commentary ?? `${bowler} to ${plan.striker}, ${total}`,
          legal: isLegal,
          freeHit: false,
          total,
          score: { ...score },
        });
      }
    });
  });
  return balls;
}

export function ballLog(balls: LoggedBall[], overrides: Partial<BallLog> = {}): BallLog {
  const last = balls.at(-1);
  return {
    balls,
    next: {
      innings: last?.innings ?? 1,
      striker: last?.striker ?? null,
      nonStriker: last?.nonStriker ?? null,
      bowler: last?.bowler ?? null,
      lastOverBowler: null,
      freeHit: false,
      matchOver: false,
      seq: balls.length + 1,
    },
    result: null,
    ...overrides,
  };
}

const dot: Outcome = { runs: 0 };
const single: Outcome = { runs: 1 };

/** Royals' first two overs (9 and 11 with a wicket) and Hawks' first over (7) in reply. */
export const shortMatchBalls = logBalls([
  {
    striker: 'राहुल द्रविड़',
    nonStriker: "Shreyas Iyer-O'Brien",
    bowlers: ['જસપ્રીત બુમરાહ', 'இரவிச்சந்திரன் அஷ்வின்'],
    overs: [
      [
        single,
        { runs: 4, commentary: 'Bumrah to Dravid, FOUR' },
        dot,
        { extra: { type: 'wide' } },
        single,
        { runs: 2 },
        dot,
      ],
      [
        { runs: 6 },
        dot,
        { out: 'राहुल द्रविड़' },
        single,
        { extra: { type: 'legbye', runs: 1 } },
        { runs: 2 },
      ],
    ],
  },
  {
    striker: 'જસપ્રીત બુમરાહ',
    nonStriker: 'இரவிச்சந்திரன் அஷ்வின்',
    bowlers: ['राहुल द्रविड़'],
    overs: [[{ runs: 4 }, single, single, dot, single, dot]],
  },
]);

const format = {
  oversPerInnings: 2,
  ballsPerOver: 6,
  playersPerSide: 11,
  oversPerBowler: 1,
  freeHits: true,
};
const extras = { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalties: 0 };

/** Royals' 19/1 in two overs, as the server derives it from `shortMatchBalls`. */
const royalsInnings = makeInnings({
  battingTeam: 'RR',
  runs: 19,
  wickets: 1,
  overs: '2.0',
  batting: [
    {
      player: 'राहुल द्रविड़',
      runs: 14,
      balls: 9,
      fours: 1,
      sixes: 1,
      strikeRate: 155.56,
      howOut: 'b இரவிச்சந்திரன் அஷ்வின்',
    },
    {
      player: "Shreyas Iyer-O'Brien",
      runs: 3,
      balls: 2,
      fours: 0,
      sixes: 0,
      strikeRate: 150,
      howOut: 'not out',
    },
    {
      player: 'Ishan Kishan',
      runs: 0,
      balls: 1,
      fours: 0,
      sixes: 0,
      strikeRate: 0,
      howOut: 'not out',
    },
  ],
  bowling: [
    {
      player: 'જસપ્રીત બુમરાહ',
      overs: '1.0',
      maidens: 0,
      runs: 9,
      wickets: 0,
      economy: 9,
      wides: 1,
      noBalls: 0,
    },
    {
      player: 'இரவிச்சந்திரன் அஷ்வின்',
      overs: '1.0',
      maidens: 0,
      runs: 9,
      wickets: 1,
      economy: 9,
      wides: 0,
      noBalls: 0,
    },
  ],
  extras: { ...extras, wides: 1, legByes: 1 },
  fallOfWickets: [{ runs: 15, wicket: 1, over: '1.3', player: 'राहुल द्रविड़' }],
  partnerships: [
    {
      wicket: 1,
      runs: 15,
      balls: 9,
      batters: ['राहुल द्रविड़', "Shreyas Iyer-O'Brien"],
      unbroken: false,
    },
    {
      wicket: 2,
      runs: 4,
      balls: 3,
      batters: ["Shreyas Iyer-O'Brien", 'Ishan Kishan'],
      unbroken: true,
    },
  ],
  runRate: 9.5,
  target: null,
  requiredRunRate: null,
});

/** Hawks 7/0 after one over of two, chasing 20. */
const hawksInnings = makeInnings({
  battingTeam: 'HH',
  runs: 7,
  wickets: 0,
  overs: '1.0',
  batting: [
    {
      player: 'જસપ્રીત બુમરાહ',
      runs: 7,
      balls: 6,
      fours: 1,
      sixes: 0,
      strikeRate: 116.67,
      howOut: 'not out',
    },
    {
      player: 'இரவிச்சந்திரன் அஷ்வின்',
      runs: 0,
      balls: 0,
      fours: 0,
      sixes: 0,
      strikeRate: 0,
      howOut: 'not out',
    },
  ],
  bowling: [
    {
      player: 'राहुल द्रविड़',
      overs: '1.0',
      maidens: 0,
      runs: 7,
      wickets: 0,
      economy: 7,
      wides: 0,
      noBalls: 0,
    },
  ],
  extras,
  fallOfWickets: [],
  partnerships: [
    {
      wicket: 1,
      runs: 7,
      balls: 6,
      batters: ['જસપ્રીત બુમરાહ', 'இரவிச்சந்திரன் அஷ்வின்'],
      unbroken: true,
    },
  ],
  runRate: 7,
  target: 20,
  requiredRunRate: 13,
});

/** A two-over match scored ball by ball, in the second innings' chase. */
export const liveBallMatch = makeMatch({
  id: 'm-balls',
  status: 'live',
  overs: 2,
  ballByBall: true,
  format,
  toss: { winner: 'RR', decision: 'bat' },
  innings: [royalsInnings, hawksInnings],
});

/** The same two overs each, finished: Royals won. */
export const completedBallMatch = makeMatch({
  ...liveBallMatch,
  id: 'm-balls-done',
  _id: 'm-balls-done',
  status: 'completed',
  result: 'Riverside Royals won by 12 runs',
  winnerShortName: 'RR',
});
