import { defineMessages } from '@portal/contract/i18n/define-messages';

/** Words the organisers' sections share: a match's status and stage, dialogs, actions. */
export const adminMessages = defineMessages('tournamentAdmin.common', {
  scheduled: 'Scheduled',
  live: 'Live',
  completed: 'Completed',
  abandoned: 'Abandoned',
  league: 'League',
  playoff: 'Playoff',
  matchTitle: '{team1} v {team2}',
  actions: 'Actions',
  delete: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  chooseTeam: 'Choose a team',
  loadingTournament: 'Loading the tournament',
  loadError: "We couldn't load this event's tournament",
  organisersOnly:
    'Only the organisers of {eventTitle} can manage its tournament: site admins, and owners or admins of its channel.',
});

export const teamsMessages = defineMessages('tournamentAdmin.teams', {
  title: 'Teams',
  description: 'Add every team first: fixtures name teams by their short name.',
  add: 'Add team',
  none: 'No teams yet.',
  team: 'Team',
  captain: 'Captain',
  players: 'Players',
  captainAndPlayers: 'Captain {captain} · {count, plural, one {# player} other {# players}}',
  playerCount: '{count, plural, one {# player} other {# players}}',
  edit: 'Edit {name}',
  delete: 'Delete {name}',
  confirmTitle: 'Delete {name}?',
  confirmText:
    '{name} ({shortName}) and its players will be removed. A team with matches cannot be deleted.',
  deleted: '{name} deleted.',
  deleteFailed: 'Could not delete {name}',
});

export const teamFormMessages = defineMessages('tournamentAdmin.teamForm', {
  editTeam: 'Edit team',
  addTeam: 'Add team',
  saveTeam: 'Save team',
  updated: '{name} updated.',
  added: '{name} added.',
  name: 'Team name',
  shortName: 'Short name',
  shortNameHint: '2 to 6 letters or digits, e.g. ACE',
  captain: 'Captain',
  logo: 'Logo URL',
  logoHint: 'Optional: https://… or a path on this site',
  players: 'Players',
  playersHint: 'One per line, up to 30',
  lineTooLong: 'Line {line}: at most 60 characters',
  saveFailed: 'Could not save the team.',
});

export const fixturesMessages = defineMessages('tournamentAdmin.fixtures', {
  title: 'Fixtures',
  description: 'Times are shown in the event’s time zone, named.',
  add: 'Add fixture',
  needTeams: 'Add at least two teams before adding fixtures.',
  none: 'No fixtures yet.',
  confirmTitle: 'Delete {match}?',
  confirmText:
    'The fixture on {when} and any score recorded for it will be removed. Standings are worked out again without it.',
  deleteFailed: 'Could not delete the match',
  when: 'When',
  match: 'Match',
  venue: 'Venue',
  stage: 'Stage',
  status: 'Status',
  score: 'Score',
  scoreMatch: 'Score {match}',
  deleteMatch: 'Delete {match}',
  team1: 'Team 1',
  team2: 'Team 2',
  starts: 'Starts',
  inEventZone: 'Local time in {city}: {zone}',
  oversASide: 'Overs a side',
  oversWhole: 'Overs must be a whole number',
  notItself: 'A team cannot play itself',
  addFailed: 'Could not add the fixture.',
});

export const importMessages = defineMessages('tournamentAdmin.import', {
  title: 'Import schedule from CSV',
  description:
    'One fixture per row. Dates like 2026-06-06 10:00 are the event’s local time: {zone}. If any row has a problem, nothing is imported.',
  headerRow: 'Header row',
  example: 'Example',
  form: 'Import schedule',
  file: 'CSV file',
  filePlaceholder: 'Choose a .csv file',
  clearFile: 'Clear file',
  text: 'CSV text',
  textHint: 'Paste the rows here, or choose a file above to see and edit it',
  failed: 'Could not import the schedule.',
  submit: 'Import fixtures',
  problems: 'Rows with problems',
  row: 'Row',
  problem: 'Problem',
});

export const pointsMessages = defineMessages('tournamentAdmin.points', {
  title: 'Points',
  description: 'What a league match is worth to each side. The table follows at once.',
  win: 'Win',
  tie: 'Tie',
  noResult: 'No result',
  loss: 'Loss',
  save: 'Save points',
  saved: 'Points saved.',
});

/** The format new matches take (PUT /api/events/{id}/tournament/format). */
export const formatMessages = defineMessages('tournamentAdmin.format', {
  title: 'Match format',
  description:
    'Overs, balls and players for the matches you add from now on. Matches already scored keep theirs.',
  overs: 'Overs per innings',
  ballsPerOver: 'Balls per over',
  playersPerSide: 'Players per side',
  oversPerBowler: 'Overs per bowler',
  freeHits: 'Free hit after a no-ball',
  freeHitsHelp: 'The next ball after a no-ball cannot take a wicket except a run out.',
  save: 'Save format',
  saved: 'Format saved.',
});

/** A ball-by-ball match from a Cricsheet JSON file (POST /api/events/{id}/matches/cricsheet). */
export const cricsheetMessages = defineMessages('tournamentAdmin.cricsheet', {
  title: 'Bring in a scored match',
  description:
    'Upload a Cricsheet JSON file (the open format of public ball-by-ball data) to add a finished match with every ball. Its teams are added if they are new.',
  file: 'Cricsheet JSON file',
  placeholder: 'Choose a .json file',
  upload: 'Add the match',
  notJson: 'This file is not JSON. Choose a Cricsheet .json file.',
  tooBig: 'This file is larger than {size}. Cricsheet files of one match are much smaller.',
  imported: 'Added {match}: every ball is in.',
  open: 'Open the match',
  season:
    'Or a whole season: a ZIP of Cricsheet files (at most {size}), each added or refused on its own.',
  seasonTooBig: 'This ZIP is larger than {size}. Send a season in smaller parts.',
  refusedFiles: 'Files not added',
  refusedFile: '{file} ({field}): {message}',
});

/** Naming the members who may score a match ball by ball (PUT /api/matches/{id}/scorers). */
export const scorersMessages = defineMessages('tournamentAdmin.scorers', {
  open: 'Scorers for {match}',
  title: 'Scorers: {match}',
  description:
    'The event’s organisers can always score. Name members who may also score this match, ball by ball, from their phones.',
  label: 'Members who may score',
  noMembers: 'No member by that name',
  unknownMember: 'A member named earlier',
  save: 'Save scorers',
  saved: 'Scorers saved',
  failed: 'Could not save the scorers',
});
