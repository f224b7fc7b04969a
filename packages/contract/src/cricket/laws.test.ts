import { describe, expect, it } from 'vitest';
import { scoreMatch } from './match';
import {
  ball,
  bhavin,
  bumrah,
  fiveOvers,
  ishan,
  jeanLuc,
  kohli,
  mumbaiInnings,
  murali,
  numbered,
  obrien,
  pant,
  rohit,
  setup,
  siraj,
  surya,
} from './test-balls';
import type { CricketFormat } from './types';

describe('a whole innings, checked by hand', () => {
  const score = scoreMatch(setup(), numbered(mumbaiInnings));
  const card = score.innings[0]!;

  it('adds up the total, wickets, overs and extras', () => {
    // Bat 41 (7+14+1+9+9+1) + extras 11 (wd 1+5, nb 1+1, b 2, lb 1) = 52.
    // Bowlers 49 (16+14+19) + byes 2 + leg-byes 1 = 52.
    expect(card).toMatchObject({
      battingTeam: 'MI',
      bowlingTeam: 'RCB',
      runs: 52,
      wickets: 4,
      overs: '5.0',
      balls: 30,
      allOut: false,
      ended: 'overs',
      runRate: 10.4,
      target: null,
      requiredRunRate: null,
      extras: { wides: 6, noBalls: 2, byes: 2, legByes: 1, penalties: 0 },
    });
  });

  it('derives every batting row: a no-ball is faced, a wide is not', () => {
    expect(card.batting).toEqual([
      // 1, 6, 0: three balls.
      {
        player: rohit,
        runs: 7,
        balls: 5,
        fours: 0,
        sixes: 1,
        strikeRate: 140,
        howOut: 'c Kohli b Siraj',
      },
      // 4 0 2 nb1 | lb 0 | 6 1 — eight balls faced, the wide not among them.
      {
        player: ishan,
        runs: 14,
        balls: 8,
        fours: 1,
        sixes: 1,
        strikeRate: 175,
        howOut: 'run out (Pant)',
      },
      {
        player: obrien,
        runs: 1,
        balls: 8,
        fours: 0,
        sixes: 0,
        strikeRate: 12.5,
        howOut: 'b Bumrah',
      },
      {
        player: surya,
        runs: 9,
        balls: 4,
        fours: 2,
        sixes: 0,
        strikeRate: 225,
        howOut: 'lbw b Siraj',
      },
      { player: bhavin, runs: 9, balls: 6, fours: 0, sixes: 1, strikeRate: 150, howOut: 'not out' },
      {
        player: jeanLuc,
        runs: 1,
        balls: 1,
        fours: 0,
        sixes: 0,
        strikeRate: 100,
        howOut: 'not out',
      },
    ]);
  });

  it('charges wides and no-balls to the bowler, not byes, and counts the maiden', () => {
    expect(card.bowling).toEqual([
      // 16 in the first over, a wicket maiden in the third.
      {
        player: bumrah,
        overs: '2.0',
        balls: 12,
        maidens: 1,
        runs: 16,
        wickets: 1,
        economy: 8,
        wides: 1,
        noBalls: 1,
      },
      // 1 (lb and bye not his) + 13; the run out is not his wicket, the catch and lbw are.
      {
        player: siraj,
        overs: '2.0',
        balls: 12,
        maidens: 0,
        runs: 14,
        wickets: 2,
        economy: 7,
        wides: 0,
        noBalls: 1,
      },
      {
        player: murali,
        overs: '1.0',
        balls: 6,
        maidens: 0,
        runs: 19,
        wickets: 0,
        economy: 19,
        wides: 1,
        noBalls: 0,
      },
    ]);
  });

  it('records the fall of wickets and the partnerships', () => {
    expect(card.fallOfWickets).toEqual([
      { runs: 17, wicket: 1, over: '1.3', player: rohit },
      { runs: 20, wicket: 2, over: '3.0', player: obrien },
      { runs: 37, wicket: 3, over: '3.4', player: ishan },
      { runs: 43, wicket: 4, over: '4.2', player: surya },
    ]);
    expect(
      card.partnerships.map(({ runs, balls, batters, unbroken }) => [
        runs,
        balls,
        batters,
        unbroken,
      ]),
    ).toEqual([
      [17, 9, [rohit, ishan], false],
      [3, 9, [obrien, ishan], false],
      [17, 4, [ishan, surya], false],
      [6, 4, [bhavin, surya], false],
      [9, 4, [jeanLuc, bhavin], true],
    ]);
  });

  it('numbers the ball log the way commentary does and marks the free hits', () => {
    const log = score.balls;
    expect(log.slice(0, 8).map((entry) => entry.over)).toEqual([
      '0.1',
      '0.2',
      '0.3',
      '0.3',
      '0.4',
      '0.5',
      '0.5',
      '0.6',
    ]);
    expect(log[6]).toMatchObject({ freeHit: true, total: 6, event: { kind: 'six' } });
    expect(log[2]).toMatchObject({ legal: false, total: 1, event: { kind: 'wide', runs: 1 } });
    expect(log[10]).toMatchObject({
      score: { runs: 17, wickets: 1 },
      event: { kind: 'wicket', how: 'caught', fielder: kohli },
    });
    expect(log.at(-1)).toMatchObject({ over: '4.6', score: { runs: 52, wickets: 4 } });
  });

  it('expects the second innings next, with the target', () => {
    expect(score.next).toMatchObject({ innings: 2, striker: null, bowler: null, matchOver: false });
    const chase = scoreMatch(setup(), [
      ...numbered(mumbaiInnings),
      ...numbered([ball(bumrah, siraj, rohit, 4)], 2, 31),
    ]);
    expect(chase.innings[1]).toMatchObject({
      battingTeam: 'RCB',
      runs: 4,
      target: 53,
      requiredRunRate: 10.14,
    });
  });
});

describe('strike and the new batter', () => {
  it('rotates on odd runs and at the end of the over; the new batter takes the vacated end', () => {
    const balls = numbered([
      ball(rohit, ishan, bumrah, 1),
      ball(ishan, rohit, bumrah, 3),
      ball(rohit, ishan, bumrah, 0, {
        wicket: { kind: 'caught', playerOut: rohit, fielder: pant },
      }),
    ]);
    expect(scoreMatch(setup(), balls).next).toMatchObject({
      striker: null,
      nonStriker: ishan,
      bowler: bumrah,
    });
    const overDone = numbered([
      ...[1, 2, 3, 4, 5].map(() => ball(rohit, ishan, bumrah, 0)),
      ball(rohit, ishan, bumrah, 0, { wicket: { kind: 'bowled', playerOut: rohit } }),
    ]);
    // The striker's end is now the non-striker's: the new batter waits there, Ishan faces.
    expect(scoreMatch(setup(), overDone).next).toMatchObject({
      striker: ishan,
      nonStriker: null,
      bowler: null,
      lastOverBowler: bumrah,
    });
  });

  it('keeps a free hit through a wide, and clears it after the next legal ball', () => {
    const start = numbered([
      ball(rohit, ishan, bumrah, 0, { extra: { type: 'noball', runs: 0 } }),
      ball(rohit, ishan, bumrah, 0, { extra: { type: 'wide', runs: 0 } }),
    ]);
    expect(scoreMatch(setup(), start).next.freeHit).toBe(true);
    const used = numbered([...start, ball(rohit, ishan, bumrah, 0)]);
    expect(scoreMatch(setup(), used).next.freeHit).toBe(false);
    const noFreeHits: CricketFormat = { ...fiveOvers, freeHits: false };
    expect(scoreMatch(setup(noFreeHits), start.slice(0, 1)).next.freeHit).toBe(false);
  });
});

describe('results', () => {
  const tiny: CricketFormat = {
    oversPerInnings: 1,
    ballsPerOver: 6,
    playersPerSide: 3,
    oversPerBowler: 1,
    freeHits: true,
  };
  const first = numbered([
    ball(rohit, ishan, bumrah, 6),
    ball(rohit, ishan, bumrah, 0, { wicket: { kind: 'bowled', playerOut: rohit } }),
    ball(obrien, ishan, bumrah, 0, {
      wicket: { kind: 'stumped', playerOut: obrien, fielder: pant },
    }),
  ]);
  const chase = (balls: Parameters<typeof numbered>[0]) =>
    scoreMatch(setup(tiny), [...first, ...numbered(balls, 2, 4)]);

  it('ends an innings all out at players-per-side minus one wickets', () => {
    const score = scoreMatch(setup(tiny), first);
    expect(score.innings[0]).toMatchObject({ runs: 6, wickets: 2, allOut: true, overs: '0.3' });
    expect(score.innings[0]!.batting[2]!.howOut).toBe('st Pant b Bumrah');
  });

  it('wins by wickets with the balls left once the target is passed', () => {
    const score = chase([ball(bumrah, siraj, rohit, 4), ball(bumrah, siraj, rohit, 3)]);
    expect(score.result).toEqual({
      outcome: 'win',
      winner: 'team2',
      text: 'Royal Challengers won by 2 wickets (4 balls left)',
    });
    expect(score.next.matchOver).toBe(true);
  });

  it('wins by runs when the chase falls short, and ties on equal totals', () => {
    const short = chase([
      ...[1, 2, 3, 4, 5].map(() => ball(bumrah, siraj, rohit, 0)),
      ball(bumrah, siraj, rohit, 5),
    ]);
    expect(short.result?.text).toBe('Mumbai Indians won by 1 run');
    const tied = chase([
      ...[1, 2, 3, 4, 5].map(() => ball(bumrah, siraj, rohit, 0)),
      ball(bumrah, siraj, rohit, 6),
    ]);
    expect(tied.result).toEqual({ outcome: 'tie', winner: null, text: 'Match tied' });
  });
});
