import type { BallLog, LoggedBall } from '@portal/contract';

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
