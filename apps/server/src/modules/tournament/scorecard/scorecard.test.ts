import type { ScoreInput } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { decideScore, ScoreError } from './scorecard';

const frame = {
  overs: 20,
  team1: { id: 't1', name: 'Aces', shortName: 'ACE' },
  team2: { id: 't2', name: 'Bulls', shortName: 'BUL' },
};

const score = (overrides: Partial<ScoreInput>): ScoreInput => ({
  status: 'completed',
  innings: [
    { battingTeam: 'ACE', runs: 160, wickets: 6, overs: '20' },
    { battingTeam: 'BUL', runs: 161, wickets: 3, overs: '18.2' },
  ],
  ...overrides,
});

function fieldOf(input: ScoreInput) {
  try {
    decideScore(frame, input);
  } catch (error) {
    if (error instanceof ScoreError) return [error.field, error.message];
    throw error;
  }
  return undefined;
}

describe('scorecard decisions', () => {
  it('writes the result from the totals: by wickets when chased, by runs when defended', () => {
    expect(decideScore(frame, score({})).result).toBe('Bulls won by 7 wickets');
    const defended = decideScore(
      frame,
      score({
        innings: [
          { battingTeam: 'ACE', runs: 160, wickets: 6, overs: '20' },
          { battingTeam: 'BUL', runs: 150, wickets: 10, overs: '19.1' },
        ],
      }),
    );
    expect(defended).toMatchObject({
      outcome: 'win',
      winnerId: 't1',
      result: 'Aces won by 10 runs',
    });
    expect(defended.innings[1]).toMatchObject({ balls: 115, wickets: 10 });
  });

  it('calls level totals a tie and an abandoned match a no result', () => {
    const tie = decideScore(
      frame,
      score({
        innings: [
          { battingTeam: 'ACE', runs: 150, wickets: 6, overs: '20' },
          { battingTeam: 'BUL', runs: 150, wickets: 8, overs: '20' },
        ],
      }),
    );
    expect(tie).toMatchObject({ outcome: 'tie', winnerId: null, result: 'Match tied' });
    expect(decideScore(frame, { status: 'abandoned', innings: [], result: 'Rain' })).toMatchObject({
      outcome: 'no_result',
      result: 'Rain',
    });
  });

  it('refuses totals that cannot be', () => {
    expect(
      fieldOf(score({ innings: [{ battingTeam: 'ACE', runs: 100, wickets: 2, overs: '20.3' }] })),
    ).toEqual(['innings.0.overs', 'At most 20 overs in this match']);
    expect(
      fieldOf(score({ innings: [{ battingTeam: 'XYZ', runs: 1, wickets: 0, overs: '1' }] })),
    ).toEqual(['innings.0.battingTeam', 'Choose ACE or BUL']);
    expect(
      fieldOf(
        score({
          innings: [
            { battingTeam: 'ACE', runs: 160, wickets: 6, overs: '20' },
            { battingTeam: 'BUL', runs: 120, wickets: 4, overs: '15' },
          ],
        }),
      )?.[0],
    ).toBe('status');
    expect(
      fieldOf(score({ innings: [{ battingTeam: 'ACE', runs: 1, wickets: 0, overs: '1' }] })),
    ).toEqual(['innings', 'A completed match needs both innings']);
    expect(
      fieldOf(
        score({
          status: 'live',
          innings: [
            {
              battingTeam: 'ACE',
              runs: 30,
              wickets: 1,
              overs: '4',
              bowling: [{ player: 'K', overs: '2', runs: 10, wickets: 2 }],
            },
          ],
        }),
      ),
    ).toEqual(['innings.0.wickets', 'The bowlers have more wickets than the innings lost']);
  });

  it('keeps a live score without a result', () => {
    const live = decideScore(
      frame,
      score({
        status: 'live',
        innings: [{ battingTeam: 'ACE', runs: 45, wickets: 1, overs: '5.3' }],
      }),
    );
    expect(live).toMatchObject({ status: 'live', outcome: null, result: null });
  });
});
