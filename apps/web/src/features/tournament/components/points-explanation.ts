import type { PointsRule } from '@portal/contract';
import { formatMessage } from '../../../i18n/active-language';
import { standingsMessages } from './messages';

/**
 * Spec §9 and DESIGN §5.14: how this tournament's standings are worked out (call during render).
 * Two sentences, each one message: the points, then what NRR is.
 */
export function pointsExplanation(rule: PointsRule): string {
  const points =
    rule.tie === rule.noResult
      ? formatMessage(standingsMessages.rule, { win: rule.win, tie: rule.tie, loss: rule.loss })
      : formatMessage(standingsMessages.ruleApart, { ...rule });
  return `${points} ${formatMessage(standingsMessages.nrrExplained)}`;
}
