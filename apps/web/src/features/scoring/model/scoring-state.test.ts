import type { BallInput, MatchSetup } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { scoringView, sideBatting } from './scoring-state';

const oneOver = (superOvers: boolean): MatchSetup => ({
  format: {
    oversPerInnings: 1,
    ballsPerOver: 6,
    playersPerSide: 3,
    oversPerBowler: 1,
    freeHits: true,
    superOvers,
  },
  team1: { shortName: 'RR', name: 'Rajkot Rhinos', lineup: ['राहुल शर्मा', 'Ira Sen', 'Om Das'] },
  team2: { shortName: 'SS', name: 'Surat Stars', lineup: ['જયેશ પટેલ', 'Zoë Ó Briain', 'محمد'] },
  battingFirst: 'team1',
});

/** Six balls of an innings, numbered on from `seq`. */
function over(
  setup: MatchSetup,
  innings: number,
  seq: number,
  runs: number[],
  [bat, bowl]: ['team1' | 'team2', 'team1' | 'team2'],
): BallInput[] {
  const [striker, nonStriker] = setup[bat].lineup;
  return runs.map((scored, index) => ({
    seq: seq + index,
    innings,
    striker: striker!,
    nonStriker: nonStriker!,
    bowler: setup[bowl].lineup[2]!,
    runs: scored,
  }));
}

describe('the scorer’s view of super overs (issue 41)', () => {
  it('knows who bats each innings: the side that batted second begins a super over', () => {
    const setup = { ...oneOver(true), battingFirst: 'team2' as const };
    expect([1, 2, 3, 4, 5, 6].map((innings) => sideBatting(setup, innings).bat)).toEqual([
      'team2',
      'team1',
      'team1',
      'team2',
      'team2',
      'team1',
    ]);
  });

  it('goes on to a super over after a tie, with the right sides, only when the format says so', () => {
    const setup = oneOver(true);
    const level = [
      ...over(setup, 1, 1, [2, 2, 2, 0, 0, 0], ['team1', 'team2']),
      ...over(setup, 2, 7, [2, 2, 2, 0, 0, 0], ['team2', 'team1']),
    ];
    expect(scoringView(oneOver(false), level).score.next.matchOver).toBe(true);
    const view = scoringView(setup, level);
    expect(view).toMatchObject({
      inningsNumber: 3,
      superOver: true,
      battingTeam: 'SS',
      card: null,
      battingLineup: setup.team2.lineup,
      bowlingLineup: setup.team1.lineup,
    });
    expect(view.score.next.matchOver).toBe(false);
    const first = over(setup, 3, 13, [4, 0, 0, 0, 0, 0], ['team2', 'team1']);
    const chase = scoringView(setup, [...level, ...first]);
    expect(chase).toMatchObject({ inningsNumber: 4, superOver: true, battingTeam: 'RR' });
    const won = scoringView(setup, [
      ...level,
      ...first,
      ...over(setup, 4, 19, [6], ['team1', 'team2']),
    ]);
    expect(won.score.result).toMatchObject({ outcome: 'win', winner: 'team1', superOver: true });
    expect(won.card).toMatchObject({ superOver: true, runs: 6, target: 5 });
  });
});
