import { describe, expect, it } from 'vitest';
import { checkNextBall, scoreMatch } from './match';
import {
  ball,
  bhavin,
  bumrah,
  fiveOvers,
  ishan,
  kohli,
  murali,
  numbered,
  obrien,
  rohit,
  setup,
  siraj,
  surya,
} from './test-balls';
import type { CricketFormat } from './types';

// What real matches hold beyond a club's usual card (issue 41): retired out, hit the ball
// twice, a bowler finishing another's over, super overs, rain and penalties after the end.

const oneOver: CricketFormat = { ...fiveOvers, oversPerInnings: 1, oversPerBowler: 1 };
const dots = (striker: string, other: string, bowler: string, count: number) =>
  Array.from({ length: count }, () => ball(striker, other, bowler, 0));

describe('dismissals real files hold', () => {
  it('counts retired out as a wicket to no bowler, and retired hurt as none', () => {
    const balls = numbered([
      ball(rohit, ishan, bumrah, 0, { wicket: { kind: 'retired', playerOut: rohit } }),
      ball(obrien, ishan, bumrah, 0, { wicket: { kind: 'retiredout', playerOut: ishan } }),
      ball(obrien, surya, bumrah, 1),
    ]);
    const card = scoreMatch(setup(), balls).innings[0]!;
    expect(card).toMatchObject({ wickets: 1, balls: 1 });
    expect(card.bowling[0]).toMatchObject({ player: bumrah, wickets: 0 });
    expect(card.batting.map((row) => [row.player, row.howOut])).toEqual([
      [rohit, 'retired'],
      [ishan, 'retired out'],
      [obrien, 'not out'],
      [surya, 'not out'],
    ]);
  });

  it('lets the striker hit the ball twice off a no-ball, never off a wide', () => {
    const twice = { kind: 'hitballtwice' as const, playerOut: rohit };
    const noBall = ball(rohit, ishan, bumrah, 0, { extra: { type: 'noball', runs: 0 } });
    const wide = ball(rohit, ishan, bumrah, 0, { extra: { type: 'wide', runs: 0 } });
    expect(checkNextBall(setup(), [], { ...noBall, wicket: twice, seq: 1, innings: 1 })).toBe(null);
    expect(checkNextBall(setup(), [], { ...wide, wicket: twice, seq: 1, innings: 1 })).toEqual({
      field: 'wicket.kind',
      code: 'notOnWide',
    });
    const nonStriker = { ...ball(rohit, ishan, bumrah, 0), seq: 1, innings: 1 };
    expect(
      checkNextBall(setup(), [], { ...nonStriker, wicket: { ...twice, playerOut: ishan } }),
    ).toMatchObject({ code: 'notStriker' });
  });
});

describe('a bowler finishing another’s over (Law 17.8)', () => {
  const opening = numbered([...dots(rohit, ishan, bumrah, 6), ...dots(ishan, rohit, siraj, 2)]);
  const next = (bowler: string, replacesBowler?: boolean) => ({
    ...ball(ishan, rohit, bowler, 0),
    seq: 9,
    innings: 1,
    ...(replacesBowler ? { replacesBowler } : {}),
  });

  it('is refused unless the ball says so, and never by the last over’s bowler', () => {
    expect(checkNextBall(setup(), opening, next(murali))).toMatchObject({
      code: 'changedMidOver',
    });
    expect(checkNextBall(setup(), opening, next(murali, true))).toBeNull();
    expect(checkNextBall(setup(), opening, next(bumrah, true))).toMatchObject({
      code: 'changedMidOver',
    });
  });

  it('gives neither a maiden, and the finisher may not bowl the next over', () => {
    const balls = [...opening, ...numbered(dots(ishan, rohit, murali, 4), 1, 9)];
    balls[8] = { ...balls[8]!, replacesBowler: true };
    const card = scoreMatch(setup(), balls).innings[0]!;
    expect(card.bowling.map((row) => [row.player, row.overs, row.maidens])).toEqual([
      [bumrah, '1.0', 1],
      [siraj, '0.2', 0],
      [murali, '0.4', 0],
    ]);
    const after = { ...ball(rohit, ishan, murali, 0), seq: 13, innings: 1 };
    expect(checkNextBall(setup(), balls, after)).toMatchObject({ code: 'consecutiveOvers' });
  });
});

describe('super overs', () => {
  const tied = [
    ...numbered(dots(rohit, ishan, bumrah, 6), 1),
    ...numbered(dots(bumrah, siraj, rohit, 6), 2, 7),
  ];

  it('leave a tie standing unless the format plays them', () => {
    expect(scoreMatch(setup(oneOver), tied).result).toMatchObject({ outcome: 'tie' });
    const played = scoreMatch(setup({ ...oneOver, superOvers: true }), tied);
    expect(played.result).toBeNull();
    expect(played.next).toMatchObject({ innings: 3, matchOver: false });
  });

  it('are one over, two wickets end one, and the chase of it decides the match', () => {
    const format = { ...oneOver, superOvers: true };
    const out = (playerOut: string) => ({ wicket: { kind: 'bowled' as const, playerOut } });
    const balls = [
      ...tied,
      // Royal Challengers (who batted second) bat first: 4, then two out — all out for 4.
      ...numbered(
        [
          ball(bumrah, siraj, ishan, 4),
          ball(bumrah, siraj, ishan, 0, out(bumrah)),
          ball(murali, siraj, ishan, 0, out(murali)),
        ],
        3,
        13,
      ),
      ...numbered([ball(rohit, ishan, kohli, 4), ball(rohit, ishan, kohli, 1)], 4, 16),
    ];
    const score = scoreMatch(setup(format), balls);
    expect(score.innings.map((card) => [card.superOver, card.runs, card.wickets])).toEqual([
      [false, 0, 0],
      [false, 0, 0],
      [true, 4, 2],
      [true, 5, 0],
    ]);
    expect(score.innings[2]).toMatchObject({ allOut: true, battingTeam: 'RCB' });
    expect(score.result).toEqual({
      outcome: 'win',
      winner: 'team1',
      superOver: true,
      text: 'Match tied (Mumbai Indians won the super over)',
    });
  });
});

describe('rain and penalties after the end', () => {
  it('cuts an innings, revises the chase, and says how the result was reached', () => {
    const format: CricketFormat = {
      ...fiveOvers,
      terms: { inningsBalls: { '1': 6 }, revisedTarget: { runs: 10, balls: 6 }, method: 'DLS' },
    };
    const balls = [
      ...numbered([...dots(rohit, ishan, bumrah, 5), ball(rohit, ishan, bumrah, 6)], 1),
      ...numbered([...dots(kohli, siraj, surya, 5), ball(kohli, siraj, surya, 4)], 2, 7),
    ];
    const score = scoreMatch(setup(format), balls);
    expect(score.innings[0]).toMatchObject({ runs: 6, overs: '1.0', oversLimit: '1.0' });
    expect(score.innings[1]).toMatchObject({ runs: 4, target: 10, oversLimit: '1.0' });
    expect(score.result).toMatchObject({
      winner: 'team1',
      method: 'DLS',
      text: 'Mumbai Indians won by 5 runs (DLS method)',
    });
  });

  it('adds penalty runs awarded after the last ball to the innings that ended (Law 41.17)', () => {
    const balls = [
      ...numbered(dots(rohit, ishan, bumrah, 6), 1),
      {
        ...ball(rohit, ishan, bumrah, 0, { extra: { type: 'penalty', runs: 5 } }),
        seq: 7,
        innings: 1,
      },
      { ...ball(kohli, siraj, bhavin, 0), seq: 8, innings: 2 },
    ];
    const score = scoreMatch(setup(oneOver), balls);
    expect(score.innings[0]).toMatchObject({ runs: 5, balls: 6, extras: { penalties: 5 } });
    expect(score.innings[1]).toMatchObject({ target: 6, balls: 1 });
  });
});
