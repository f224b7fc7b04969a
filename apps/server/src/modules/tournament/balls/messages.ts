import { defineMessages, type BallProblemCode } from '@portal/contract';

/** Why a ball is refused (the laws' problem codes, packages/contract/src/cricket/checks.ts). */
export const ballProblemMessages: Record<
  BallProblemCode,
  ReturnType<typeof defineMessages>[string]
> = defineMessages('server.tournament.balls.problem', {
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
});

export const ballMessages = defineMessages('server.tournament.balls', {
  conflict: 'Another ball was recorded first. The next ball is number {seq}.',
  nothingToUndo: 'There is no ball to undo.',
  hasBalls: 'This match is scored ball by ball: its totals come from the balls.',
  tossLocked: 'The toss cannot change once balls are recorded.',
  sidesLocked: 'The teams cannot change once balls are recorded.',
  formatLocked: 'The match’s format cannot change once balls are recorded.',
  tossWinner: 'Choose {team1} or {team2}',
  notInSquad: '{player} is not in this team’s squad',
  twice: '{player} is named twice',
  leftLog: '{player} has played in this match and must stay in the line-up',
  noSuchMember: 'No member has this id',
});

/** The generated commentary line, when the scorer wrote none. */
export const commentaryMessages = defineMessages('server.tournament.balls.commentary', {
  four: '{bowler} to {batter}, FOUR',
  six: '{bowler} to {batter}, SIX',
  dot: '{bowler} to {batter}, no run',
  runs: '{bowler} to {batter}, {runs, plural, one {# run} other {# runs}}',
  wide: '{bowler} to {batter}, {runs, plural, one {wide} other {# wides}}',
  noball: '{bowler} to {batter}, no-ball, {runs, plural, one {# run} other {# runs}}',
  bye: '{bowler} to {batter}, {runs, plural, one {# bye} other {# byes}}',
  legbye: '{bowler} to {batter}, {runs, plural, one {# leg bye} other {# leg byes}}',
  penalty: '{runs, plural, one {# penalty run} other {# penalty runs}}',
  out: '{bowler} to {batter}, OUT, {player} {kind, select, caught {caught by {fielder}} bowled {bowled} lbw {lbw} runout {run out} stumped {stumped by {fielder}} hitwicket {hit wicket} retired {retired} obstructing {obstructing the field} timedout {timed out} handled {handled the ball} retiredout {retired out} hitballtwice {hit the ball twice} other {out}}',
});
