import { defineMessages } from '@portal/contract';

export const cricsheetMessages = defineMessages('server.tournament.cricsheet', {
  notBallByBall: 'This match was not scored ball by ball, so it has no Cricsheet file',
  inningsCount:
    'A match here has one innings a side and any super overs after a tie (no Tests or first-class matches)',
  teamNotPlaying: 'This team is not one of the match’s two teams',
  lineupSize: 'A side has 2 to 11 players',
  tooManyPlayers: 'The team would have more than {max} players',
  kindUnsupported: 'This way of being out cannot be scored here',
  twoWickets: 'One delivery can dismiss one batter (and a retirement)',
  totalMismatch: 'The total is not the batter’s runs plus the extras',
  runsOnWide: 'A wide has no runs off the bat',
  extrasClash:
    'These extras cannot come off one delivery: every run off a wide is a wide, and a run is a bye or a leg bye, not both',
  tossNotFirst: 'The toss does not say that this team batted first',
  battingOrder:
    'This side cannot bat now: the sides take turns, and a super over is begun by the side that batted second',
  outcomeDisagrees: 'The result does not match the deliveries in the file',
  alreadyImported:
    'This match is already in the event (the same Cricsheet file, or the same day and teams)',
  notAZip: 'The upload is not a ZIP archive that can be read',
  tooManyFiles: 'The archive has too many files: at most 1,500 match files in one upload',
  unzipsTooBig: 'The archive unzips to more than the server takes in one upload',
  noMatchFiles: 'The archive has no Cricsheet match files (.json)',
  fileTooLarge: 'This file is larger than one match file can be',
  zippedTooTightly: 'This file unzips to far more than a match file does',
  unreadableFile: 'This file cannot be read',
  notJson: 'This file is not JSON',
  archiveImported:
    '{imported, plural, one {# match imported} other {# matches imported}}, {skipped} already here, {refused} refused.',
});
