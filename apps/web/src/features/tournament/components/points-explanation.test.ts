import { describe, expect, it } from 'vitest';
import { pointsExplanation } from './points-explanation';

describe('points explanation', () => {
  it('states the default rule in one sentence', () => {
    expect(pointsExplanation({ win: 2, tie: 1, noResult: 1, loss: 0 })).toMatch(
      /^A win earns 2 points, a tie or no result 1 point\. NRR/,
    );
  });

  it('names each result when the organisers set them apart', () => {
    expect(pointsExplanation({ win: 4, tie: 2, noResult: 1, loss: 1 })).toMatch(
      /^A win earns 4 points, a tie 2 points, no result 1 point, a loss 1 point\./,
    );
  });
});
