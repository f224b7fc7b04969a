import type { PointsRule } from '@portal/contract';

const points = (count: number) => `${count} point${count === 1 ? '' : 's'}`;

/** Spec §9 and DESIGN §5.14: how this tournament's standings are worked out, in one sentence. */
export function pointsExplanation(rule: PointsRule): string {
  const results =
    rule.tie === rule.noResult
      ? `a tie or no result ${points(rule.tie)}`
      : `a tie ${points(rule.tie)}, no result ${points(rule.noResult)}`;
  const loss = rule.loss > 0 ? `, a loss ${points(rule.loss)}` : '';
  return `A win earns ${points(rule.win)}, ${results}${loss}. NRR (net run rate) is runs scored per over minus runs conceded per over; it separates teams level on points.`;
}
