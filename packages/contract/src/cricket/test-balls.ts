import type { BallInput, CricketFormat, MatchSetup } from './types';

// Builders for the laws' tests (and the API tests): a ball list reads like a scoring sheet.

type Ball = Omit<BallInput, 'seq' | 'innings'>;

export const ball = (
  striker: string,
  nonStriker: string,
  bowler: string,
  runs: number,
  more: Partial<Pick<BallInput, 'extra' | 'wicket' | 'commentary'>> = {},
): Ball => ({ striker, nonStriker, bowler, runs, ...more });

/** Numbers the balls 1, 2, 3… in `innings` from `firstSeq`. */
export const numbered = (balls: Ball[], innings = 1, firstSeq = 1): BallInput[] =>
  balls.map((entry, index) => ({ ...entry, seq: firstSeq + index, innings }));

/** The two sides' players, by name, for the tests to write balls with. */
export const [rohit, ishan, obrien, surya, bhavin, jeanLuc] = [
  'Rohit',
  'Ishan',
  "O'Brien",
  'सूर्या',
  'ભાવિન',
  'Jean-Luc',
] as const;
export const [bumrah, siraj, murali, kohli, pant] = [
  'Bumrah',
  'Siraj',
  'முரளி',
  'Kohli',
  'Pant',
] as const;
export const mumbai = [rohit, ishan, obrien, surya, bhavin, jeanLuc];
export const bengaluru = [bumrah, siraj, murali, kohli, pant, 'Shami'];

export const fiveOvers: CricketFormat = {
  oversPerInnings: 5,
  ballsPerOver: 6,
  playersPerSide: 6,
  oversPerBowler: 2,
  freeHits: true,
};

export const setup = (format: CricketFormat = fiveOvers): MatchSetup => ({
  format,
  team1: { shortName: 'MI', name: 'Mumbai Indians', lineup: mumbai },
  team2: { shortName: 'RCB', name: 'Royal Challengers', lineup: bengaluru },
  battingFirst: 'team1',
});

/**
 * A whole five-over innings with every kind of ball; its totals are worked by hand in
 * laws.test.ts. Mumbai 52/4 (5.0).
 */
export const mumbaiInnings: Ball[] = [
  // Over 1, Bumrah: 16 runs (1 4 wd 0 2 nb+1 6 0); the 6 is the free hit.
  ball(rohit, ishan, bumrah, 1),
  ball(ishan, rohit, bumrah, 4),
  ball(ishan, rohit, bumrah, 0, { extra: { type: 'wide', runs: 0 } }),
  ball(ishan, rohit, bumrah, 0),
  ball(ishan, rohit, bumrah, 2),
  ball(ishan, rohit, bumrah, 1, { extra: { type: 'noball', runs: 0 } }),
  ball(rohit, ishan, bumrah, 6),
  ball(rohit, ishan, bumrah, 0),
  // Over 2, Siraj: lb1 0 W(c Kohli) b2 1 0 — 1 run to the bowler.
  ball(ishan, rohit, siraj, 1, { extra: { type: 'legbye', runs: 0 } }),
  ball(rohit, ishan, siraj, 0),
  ball(rohit, ishan, siraj, 0, {
    wicket: { kind: 'caught', playerOut: rohit, fielder: kohli },
  }),
  ball(obrien, ishan, siraj, 0, { extra: { type: 'bye', runs: 2 } }),
  ball(obrien, ishan, siraj, 1),
  ball(ishan, obrien, siraj, 0),
  // Over 3, Bumrah: a wicket maiden, O'Brien bowled by the last ball.
  ...[1, 2, 3, 4, 5].map(() => ball(obrien, ishan, bumrah, 0)),
  ball(obrien, ishan, bumrah, 0, { wicket: { kind: 'bowled', playerOut: obrien } }),
  // Over 4, Murali: 6 1 5wd 4 1+run out(Pant) 0 2 — the new batter takes the vacated end.
  ball(ishan, surya, murali, 6),
  ball(ishan, surya, murali, 1),
  ball(surya, ishan, murali, 0, { extra: { type: 'wide', runs: 4 } }),
  ball(surya, ishan, murali, 4),
  ball(surya, ishan, murali, 1, {
    wicket: { kind: 'runout', playerOut: ishan, fielder: pant },
  }),
  ball(bhavin, surya, murali, 0),
  ball(bhavin, surya, murali, 2),
  // Over 5, Siraj: 4 W(lbw) 1 6 nb 0(free hit) 1.
  ball(surya, bhavin, siraj, 4),
  ball(surya, bhavin, siraj, 0, { wicket: { kind: 'lbw', playerOut: surya } }),
  ball(jeanLuc, bhavin, siraj, 1),
  ball(bhavin, jeanLuc, siraj, 6),
  ball(bhavin, jeanLuc, siraj, 0, { extra: { type: 'noball', runs: 0 } }),
  ball(bhavin, jeanLuc, siraj, 0),
  ball(bhavin, jeanLuc, siraj, 1),
];
