import { describe, expect, it } from 'vitest';
import { matchInPlay, scoreMatch } from './match';
import type { BallInput, MatchSetup } from './types';
import { defaultFormat } from './types';

// A whole innings checked against a published scorecard: Mumbai Indians' 165/4 against Chennai
// Super Kings, IPL 2018 match 1 (Wankhede Stadium, 7 April 2018), as the IPL's own match
// centre published it — the ball-by-ball of each over, the batting and bowling figures, the
// fall of wickets and the extras (wides 2, leg-byes 2). The over history names no bowler or
// striker: the bowler of each over is the only assignment that gives every published bowling
// figure, dot balls included, with nobody bowling two overs running and the bowlers first
// coming on in the card's order; the striker of each ball follows from the laws (odd runs and
// the end of an over change ends) and the one placement of each new batter that gives every
// published batting figure.

const [rohit, lewis, kishan, surya, pollard, hardik, krunal] = [
  'Rohit Sharma',
  'Evin Lewis',
  'Ishan Kishan',
  'Suryakumar Yadav',
  'Kieron Pollard',
  'Hardik Pandya',
  'Krunal Pandya',
];
const [rayudu, watson, raina, jadhav, dhoni, bravo, jadeja] = [
  'Ambati Rayudu',
  'Shane Watson',
  'Suresh Raina',
  'Kedar Jadhav',
  'MS Dhoni',
  'Dwayne Bravo',
  'Ravindra Jadeja',
];
const [harbhajan, chahar, tahir, wood] = [
  'Harbhajan Singh',
  'Deepak Chahar',
  'Imran Tahir',
  'Mark Wood',
];

const setup: MatchSetup = {
  format: defaultFormat(20),
  team1: {
    shortName: 'MI',
    name: 'Mumbai Indians',
    lineup: [rohit, lewis, kishan, surya, pollard, hardik, krunal].concat([
      'Mayank Markande',
      'Mitchell McClenaghan',
      'Mustafizur Rahman',
      'Jasprit Bumrah',
    ]),
  },
  team2: {
    shortName: 'CSK',
    name: 'Chennai Super Kings',
    lineup: [rayudu, watson, raina, jadhav, dhoni, bravo, jadeja, harbhajan, chahar, tahir, wood],
  },
  battingFirst: 'team1',
};

/** Each over as published: '.' no run, a digit runs off the bat, W a wicket, w a wide, l a leg-bye. */
const overs: [bowler: string, balls: string][] = [
  [chahar, '...41.'],
  [watson, '..2...'],
  [chahar, 'W21..2'],
  [watson, '1.w6.W2'],
  [chahar, '.4....'],
  [watson, '1.4.26'],
  [harbhajan, '.11.11'],
  [jadeja, '14..4.'],
  [harbhajan, '22411.'],
  [wood, '..11l.'],
  [tahir, '464112'],
  [bravo, '44411.'],
  [watson, '1.W111'],
  [wood, '411.41'],
  [tahir, '..1W4.'],
  [bravo, '1.11.1'],
  [wood, '6114w24'],
  [bravo, '111...'],
  [wood, '144.26'],
  [bravo, 'l.1.21'],
];

/** Who was out at each W, how, and whether the new batter took strike (else the other end). */
const wickets: { out: string; kind: 'lbw' | 'caught'; fielder?: string; newOnStrike: boolean }[] = [
  { out: lewis, kind: 'lbw', newOnStrike: true },
  { out: rohit, kind: 'caught', fielder: rayudu, newOnStrike: false },
  { out: surya, kind: 'caught', fielder: harbhajan, newOnStrike: true },
  { out: kishan, kind: 'caught', fielder: wood, newOnStrike: true },
];

/** The over history as the ball log a scorer would have sent, one ball at a time. */
function scoredBalls(): BallInput[] {
  const balls: BallInput[] = [];
  const incoming = [kishan, surya, hardik, krunal];
  let [striker, nonStriker] = [rohit, lewis];
  let fallen = 0;
  for (const [bowler, text] of overs) {
    for (const mark of text) {
      const base = { seq: balls.length + 1, innings: 1, striker, nonStriker, bowler };
      if (mark === 'w') {
        balls.push({ ...base, runs: 0, extra: { type: 'wide', runs: 0 } });
      } else if (mark === 'l') {
        balls.push({ ...base, runs: 0, extra: { type: 'legbye', runs: 1 } });
        [striker, nonStriker] = [nonStriker, striker];
      } else if (mark === 'W') {
        const { out, kind, fielder, newOnStrike } = wickets[fallen]!;
        balls.push({ ...base, runs: 0, wicket: { kind, playerOut: out, fielder } });
        const next = incoming[fallen++]!;
        if (newOnStrike) striker = next;
        else [striker, nonStriker] = [nonStriker, next];
      } else {
        const runs = mark === '.' ? 0 : Number(mark);
        balls.push({ ...base, runs });
        if (runs % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
      }
    }
    [striker, nonStriker] = [nonStriker, striker];
  }
  return balls;
}

describe('Mumbai Indians 165/4 (20 overs), IPL 2018 match 1, against the published card', () => {
  const score = scoreMatch(setup, scoredBalls());
  const card = score.innings[0]!;

  it('every ball is legal by the laws and the innings ends with its overs', () => {
    const scorer = matchInPlay(setup);
    expect(scoredBalls().map((ball) => scorer.add(ball))).toEqual(Array(122).fill(null));
    expect(card).toMatchObject({
      battingTeam: 'MI',
      runs: 165,
      wickets: 4,
      overs: '20.0',
      ended: 'overs',
      runRate: 8.25,
      extras: { wides: 2, noBalls: 0, byes: 0, legByes: 2, penalties: 0 },
    });
  });

  it('gives the published batting card, strike rates cut to two decimals as printed', () => {
    expect(
      card.batting.map((row) => [
        row.player,
        row.howOut,
        row.runs,
        row.balls,
        row.fours,
        row.sixes,
        row.strikeRate,
      ]),
    ).toEqual([
      [rohit, `c ${rayudu} b ${watson}`, 15, 18, 1, 1, 83.33],
      [lewis, `lbw b ${chahar}`, 0, 2, 0, 0, 0],
      [kishan, `c ${wood} b ${tahir}`, 40, 29, 4, 1, 137.93],
      [surya, `c ${harbhajan} b ${watson}`, 43, 29, 6, 1, 148.27],
      [hardik, 'not out', 22, 20, 2, 0, 110],
      [krunal, 'not out', 41, 22, 5, 2, 186.36],
    ]);
  });

  it('gives the published bowling card', () => {
    expect(
      card.bowling.map((row) => [
        row.player,
        row.overs,
        row.maidens,
        row.runs,
        row.wickets,
        row.economy,
        row.wides,
        row.noBalls,
      ]),
    ).toEqual([
      [chahar, '3.0', 0, 14, 1, 4.66, 0, 0],
      [watson, '4.0', 0, 29, 2, 7.25, 1, 0],
      [harbhajan, '2.0', 0, 14, 0, 7, 0, 0],
      [jadeja, '1.0', 0, 9, 0, 9, 0, 0],
      [wood, '4.0', 0, 49, 0, 12.25, 1, 0],
      [tahir, '2.0', 0, 23, 1, 11.5, 0, 0],
      [bravo, '4.0', 0, 25, 0, 6.25, 0, 0],
    ]);
  });

  it('gives the published fall of wickets', () => {
    expect(card.fallOfWickets).toEqual([
      { runs: 7, wicket: 1, over: '2.1', player: lewis },
      { runs: 20, wicket: 2, over: '3.5', player: rohit },
      { runs: 98, wicket: 3, over: '12.3', player: surya },
      { runs: 113, wicket: 4, over: '14.4', player: kishan },
    ]);
  });
});
