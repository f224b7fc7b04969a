import { defineMessages } from '@portal/contract';

export const cricsheetMessages = defineMessages('server.tournament.cricsheet', {
  notBallByBall: 'This match was not scored ball by ball, so it has no Cricsheet file',
  inningsCount:
    'A match here has one innings a side and any super overs after a tie (no Tests or first-class matches)',
  teamNotPlaying: 'This team is not one of the match’s two teams',
  lineupSize: 'A side has 2 to 11 players',
  tooManyPlayers: 'The team would have more than 30 players',
  kindUnsupported: 'This way of being out cannot be scored here',
  twoWickets: 'One delivery can dismiss one batter (and a retirement)',
  totalMismatch: 'The total is not the batter’s runs plus the extras',
  runsOnWide: 'A wide has no runs off the bat',
  tossNotFirst: 'The toss does not say that this team batted first',
  battingOrder:
    'This side cannot bat now: the sides take turns, and a super over is begun by the side that batted second',
  outcomeDisagrees: 'The result does not match the deliveries in the file',
});
