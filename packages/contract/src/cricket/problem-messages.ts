import { defineMessages, type MessageDescriptor } from '../i18n/define-messages';
import type { BallProblemCode } from './types';

/**
 * Why a ball is refused, for each of the laws' problem codes (./checks.ts): the server's answer
 * and the scorer's own check before sending read the same words.
 */
export const ballProblemMessages: Record<BallProblemCode, MessageDescriptor> = defineMessages(
  'cricket.problem',
  {
    notInLineup: 'This player is not in the batting side’s line-up',
    sameBatter: 'The striker and the non-striker must be different players',
    notAtCrease: '{player} is batting: name them at one of the two ends',
    alreadyOut: 'This batter is already out',
    notBowlingSide: 'The bowler must be in the fielding side’s line-up',
    consecutiveOvers: 'A bowler cannot bowl two overs in a row',
    bowlerQuota: 'This bowler has bowled their {overs} overs',
    changedMidOver: '{player} is bowling this over',
    runsRange: 'Runs are 0 to {max}',
    extraRunsRange: 'Extra runs are 0 to {max}',
    runsOnWide: 'A wide has no runs off the bat: put the runs in the extra',
    byesTwice: 'Give the byes once: in runs or in the extra',
    penaltyOnly: 'A penalty is recorded on its own, without runs or a wicket',
    notOnFreeHit: 'On a no-ball or a free hit the batter can only be run out',
    notOnWide: 'A batter cannot be out this way off a wide',
    fielderNeeded: 'Name the fielder',
    fielderNotFielding: 'The fielder must be in the fielding side’s line-up',
    outNotBatting: 'Only a batter at the crease can be out',
    notStriker: 'Only the striker can be out this way',
    inningsOver: 'This innings is over',
    inningsNotOver: 'The first innings is not over yet',
    matchOver: 'The match is over',
    noLineup: 'Set both line-ups first',
  },
);
