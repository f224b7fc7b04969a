import { describe, expect, it } from 'vitest';
import { checkNextBall } from './match';
import {
  ball,
  bhavin,
  bumrah,
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
import type { BallInput } from './types';

describe('refused balls name the field', () => {
  const so = numbered(mumbaiInnings.slice(0, 8));
  const next = (entry: Parameters<typeof numbered>[0][number], balls: BallInput[] = so) =>
    checkNextBall(setup(), balls, { ...entry, seq: balls.length + 1, innings: 1 });

  it.each([
    ['a batter outside the line-up', ball('Kohli', rohit, siraj, 0), 'striker', 'notInLineup'],
    ['a bowler from the batting side', ball(ishan, rohit, obrien, 0), 'bowler', 'notBowlingSide'],
    ['the same bowler twice running', ball(ishan, rohit, bumrah, 0), 'bowler', 'consecutiveOvers'],
    ['a batter not at the crease', ball(surya, rohit, siraj, 0), 'striker', 'notAtCrease'],
    ['the same batter at both ends', ball(ishan, ishan, siraj, 0), 'nonStriker', 'sameBatter'],
    ['too many runs off the bat', ball(ishan, rohit, siraj, 9), 'runs', 'runsRange'],
    ['negative runs', ball(ishan, rohit, siraj, -1), 'runs', 'runsRange'],
    [
      'runs off the bat on a wide',
      ball(ishan, rohit, siraj, 1, { extra: { type: 'wide', runs: 0 } }),
      'runs',
      'runsOnWide',
    ],
    [
      'out but not batting',
      ball(ishan, rohit, siraj, 0, { wicket: { kind: 'runout', playerOut: surya } }),
      'wicket.playerOut',
      'outNotBatting',
    ],
    [
      'the non-striker bowled',
      ball(ishan, rohit, siraj, 0, { wicket: { kind: 'bowled', playerOut: rohit } }),
      'wicket.playerOut',
      'notStriker',
    ],
    [
      'caught off a no-ball',
      ball(ishan, rohit, siraj, 0, {
        extra: { type: 'noball', runs: 0 },
        wicket: { kind: 'caught', playerOut: ishan, fielder: kohli },
      }),
      'wicket.kind',
      'notOnFreeHit',
    ],
    [
      'lbw off a wide',
      ball(ishan, rohit, siraj, 0, {
        extra: { type: 'wide', runs: 0 },
        wicket: { kind: 'lbw', playerOut: ishan },
      }),
      'wicket.kind',
      'notOnWide',
    ],
    [
      'a catch without the fielder',
      ball(ishan, rohit, siraj, 0, { wicket: { kind: 'caught', playerOut: ishan } }),
      'wicket.fielder',
      'fielderNeeded',
    ],
    [
      'a batter catching',
      ball(ishan, rohit, siraj, 0, {
        wicket: { kind: 'caught', playerOut: ishan, fielder: surya },
      }),
      'wicket.fielder',
      'fielderNotFielding',
    ],
  ] as const)('%s', (_, entry, field, code) => {
    expect(next(entry)).toMatchObject({ field, code });
  });

  it('accepts a proper next ball', () => {
    expect(next(ball(ishan, rohit, siraj, 2))).toBeNull();
  });

  it('refuses a catch on a free hit and a change of bowler mid-over', () => {
    const freeHit = numbered(mumbaiInnings.slice(0, 6));
    expect(
      next(
        ball(rohit, ishan, bumrah, 0, {
          wicket: { kind: 'caught', playerOut: rohit, fielder: pant },
        }),
        freeHit,
      ),
    ).toMatchObject({ field: 'wicket.kind', code: 'notOnFreeHit' });
    expect(
      next(
        ball(rohit, ishan, bumrah, 0, { wicket: { kind: 'runout', playerOut: ishan } }),
        freeHit,
      ),
    ).toBeNull();
    expect(next(ball(rohit, ishan, siraj, 0), freeHit)).toMatchObject({
      field: 'bowler',
      code: 'changedMidOver',
    });
  });

  it('refuses a bowler past the quota, a dismissed batter, and balls after the innings and match', () => {
    const fourOvers = numbered(mumbaiInnings.slice(0, 27));
    expect(next(ball(surya, bhavin, bumrah, 0), fourOvers)).toMatchObject({
      field: 'bowler',
      code: 'bowlerQuota',
    });
    expect(next(ball(surya, rohit, siraj, 0), fourOvers)).toMatchObject({
      field: 'nonStriker',
      code: 'alreadyOut',
    });
    const whole = numbered(mumbaiInnings);
    expect(next(ball(bhavin, jeanLuc, murali, 0), whole)).toMatchObject({
      field: 'innings',
      code: 'inningsOver',
    });
    expect(
      checkNextBall(setup(), numbered(mumbaiInnings.slice(0, 3)), {
        ...ball(bumrah, siraj, rohit, 0),
        seq: 4,
        innings: 2,
      }),
    ).toMatchObject({ field: 'innings', code: 'inningsNotOver' });
  });
});
