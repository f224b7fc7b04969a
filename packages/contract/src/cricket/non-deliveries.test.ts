import { describe, expect, it } from 'vitest';
import { checkNextBall, scoreMatch } from './match';
import { ball, numbered, setup } from './test-balls';

// Records that are no delivery (a penalty, a retirement, timed out) and short-handed sides.

describe('records that are not deliveries', () => {
  it('adds penalty runs to the total and extras, with no ball bowled or faced', () => {
    const score = scoreMatch(
      setup(),
      numbered([
        ball('Rohit', 'Ishan', 'Bumrah', 1),
        ball('Ishan', 'Rohit', 'Bumrah', 0, { extra: { type: 'penalty', runs: 5 } }),
        ball('Ishan', 'Rohit', 'Bumrah', 0),
      ]),
    );
    const card = score.innings[0]!;
    expect(card).toMatchObject({ runs: 6, balls: 2, overs: '0.2' });
    expect(card.extras.penalties).toBe(5);
    expect(card.bowling[0]).toMatchObject({ runs: 1, balls: 2 });
    expect(card.batting[1]).toMatchObject({ player: 'Ishan', balls: 1 });
    expect(score.balls[1]).toMatchObject({ legal: false, total: 5, event: { kind: 'penalty' } });
  });

  it('lets a retired batter come back, and counts timed out as a wicket not the bowler’s', () => {
    const balls = numbered([
      ball('Rohit', 'Ishan', 'Bumrah', 0, { wicket: { kind: 'retired', playerOut: 'Rohit' } }),
      ball("O'Brien", 'Ishan', 'Bumrah', 0, {
        wicket: { kind: 'timedout', playerOut: "O'Brien" },
      }),
      ball('सूर्या', 'Ishan', 'Bumrah', 1),
    ]);
    const score = scoreMatch(setup(), balls);
    const card = score.innings[0]!;
    expect(card).toMatchObject({ wickets: 1, balls: 1 });
    expect(card.batting.map((row) => [row.player, row.howOut])).toEqual([
      ['Rohit', 'retired'],
      ['Ishan', 'not out'],
      ["O'Brien", 'timed out'],
      ['सूर्या', 'not out'],
    ]);
    expect(card.bowling[0]).toMatchObject({ wickets: 0, balls: 1 });
    expect(card.fallOfWickets).toEqual([{ runs: 0, wicket: 1, over: '0.0', player: "O'Brien" }]);
    // Rohit may return once an end is free; O'Brien may not.
    const out = ball('सूर्या', 'Ishan', 'Bumrah', 0, {
      wicket: { kind: 'caught', playerOut: 'सूर्या', fielder: 'Bumrah' },
    });
    const after = numbered([...balls, out]);
    expect(scoreMatch(setup(), after).innings[0]!.batting[3]!.howOut).toBe('c & b Bumrah');
    const back = { ...ball('Rohit', 'Ishan', 'Bumrah', 0), seq: 5, innings: 1 };
    expect(checkNextBall(setup(), after, back)).toBeNull();
    const again = { ...ball("O'Brien", 'Ishan', 'Bumrah', 0), seq: 5, innings: 1 };
    expect(checkNextBall(setup(), after, again)).toMatchObject({
      field: 'striker',
      code: 'alreadyOut',
    });
  });
});

describe('a side of fewer players than the format', () => {
  it('is all out when its last pair is broken', () => {
    const three = setup();
    three.team1 = { ...three.team1, lineup: ['Rohit', 'Ishan', "O'Brien"] };
    const score = scoreMatch(
      three,
      numbered([
        ball('Rohit', 'Ishan', 'Bumrah', 2, { wicket: { kind: 'runout', playerOut: 'Rohit' } }),
        ball("O'Brien", 'Ishan', 'Bumrah', 0, { wicket: { kind: 'lbw', playerOut: "O'Brien" } }),
      ]),
    );
    expect(score.innings[0]).toMatchObject({ runs: 2, wickets: 2, allOut: true, ended: 'allOut' });
    expect(score.next).toMatchObject({ innings: 2, striker: null });
  });
});
