import { defineMessages } from '@portal/contract';

export const tournamentServerMessages = defineMessages('server.tournament', {
  teamDeleted: 'Team deleted.',
  matchAdded: 'Match added.',
  matchDeleted: 'Match deleted.',
  teamInUse: 'This team has matches. Delete its matches first.',
  unknownShortName: 'No team in this event has that short name (row {row}).',
  unknownShortNameField: 'No team in this event has that short name',
  playsItself: 'A team cannot play itself.',
  playsItselfField: 'A team cannot play itself',
  importRejected:
    'Nothing was imported: {count, plural, one {# row has a problem} other {# rows have problems}}.',
  imported: '{count} matches imported.',
});

/** What is wrong with an uploaded schedule, row by row (fixtures/fixtures-csv.ts). */
export const fixtureCsvMessages = defineMessages('server.tournament.csv', {
  header: 'The first row must name the columns: {columns}',
  cell: '{column}: {problem}',
  invalid: 'invalid',
  unknownTeam: 'Unknown team: {teams}',
  playsItself: 'A team cannot play itself',
  empty: 'The file has no matches',
});

/** Why a scorer's entry is refused (scorecard.ts). */
export const scoreErrorMessages = defineMessages('server.tournament.score', {
  chooseSide: 'Choose {team1} or {team2}',
  oversLimit: 'At most {overs} overs in this match',
  bowlerOvers: 'A bowler cannot bowl more overs than the innings lasted',
  bowlerWickets: 'The bowlers have more wickets than the innings lost',
  batsOnce: 'Each side bats once',
  bothInnings: 'A completed match needs both innings',
  chaseNotOver:
    'The chase is not over: {team} need {runs} more runs. Save it as live, or correct the totals.',
  targetPassed: 'A chase ends once the target is passed: check the runs',
});
