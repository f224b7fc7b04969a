import { defineMessages } from '@portal/contract';

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
