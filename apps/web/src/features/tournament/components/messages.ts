import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The frame of the three tournament screens and the event page's tournament sections. */
export const tournamentScreenMessages = defineMessages('tournament.screen', {
  errorLoadingData: 'Error loading tournament data: {reason}',
  manage: 'Manage teams and fixtures',
  noTournamentTitle: 'No tournament data available',
  noTournamentText:
    "When an event's organisers add teams, the points table and schedule appear here.",
  refresh: 'Refresh',
  picker: 'Tournament',
  nav: 'Tournament screens',
  navPointsTable: 'Points table',
  navSchedule: 'Schedule',
  navMatchCenter: 'Match center',
  loadingTournament: 'Loading tournament',
  loadError: "We couldn't load the tournament",
  eventNoTeams: 'The teams for this event will appear here once the tournament is set up.',
  eventNoSchedule: 'The match schedule will appear here once the tournament is set up.',
});

/** A fixture's card: sides, status, when, outcome, and the schedule's search. */
export const matchMessages = defineMessages('tournament.match', {
  versusTitle: '{team1} vs {team2}',
  versus: 'versus',
  winner: '(winner)',
  scheduled: 'Scheduled',
  live: 'Live',
  completed: 'Completed',
  abandoned: 'Abandoned',
  league: 'League',
  playoff: 'Playoff',
  matchCompleted: 'Match completed',
  matchAbandoned: 'Match abandoned',
  startsAt: 'Starts {date} at {time}',
  allOut: '{runs} all out ({overs})',
  toss: '{team} won the toss and chose to {decision, select, bat {bat} bowl {bowl} other {{decision}}}.',
  score: 'Score',
  scoreMatch: 'Score {team1} vs {team2}',
  search: 'Search matches',
  clearSearch: 'Clear search',
  noneScheduled: 'No matches have been scheduled yet.',
  noMatchesFor: 'No matches found for "{term}"',
  shownOfTotal: '{shown} of {total, plural, one {# match} other {# matches}}',
  matches: 'Matches',
});

/** The match center's groups and each card's disclosure of its scorecard. */
export const matchCenterMessages = defineMessages('tournament.matchCenter', {
  live: 'Live',
  upcoming: 'Upcoming',
  results: 'Results',
  scorecard: 'Scorecard',
  scorecardOf: 'Scorecard: {team1} vs {team2}',
});

/** A match's batting and bowling cards. */
export const scorecardMessages = defineMessages('tournament.scorecard', {
  innings: 'Innings',
  teamInnings: '{team} innings',
  superOverInnings: '{team} super over',
  revisedTarget: 'Target {target} from {overs} overs',
  oversCut: 'Cut to {overs} overs',
  batting: 'Batting',
  bowling: 'Bowling',
  teamBatting: '{team} batting',
  bowlingTo: 'Bowling to {team}',
  manOfTheMatch: 'Man of the match:',
  batter: 'Batter',
  bowler: 'Bowler',
  notOut: 'not out',
  runsShort: 'R',
  runs: 'Runs',
  ballsShort: 'B',
  balls: 'Balls',
  foursShort: '4s',
  fours: 'Fours',
  sixesShort: '6s',
  sixes: 'Sixes',
  oversShort: 'O',
  overs: 'Overs',
  maidensShort: 'M',
  maidens: 'Maidens',
  wicketsShort: 'W',
  wickets: 'Wickets',
  economyShort: 'Econ',
  economy: 'Economy',
});

/** The points table, as a table or as cards, and how its points are worked out. */
export const standingsMessages = defineMessages('tournament.standings', {
  label: 'Points table',
  rankShort: '#',
  rank: 'Rank',
  rankBadge: '#{rank}',
  rankOf: 'Rank {rank}',
  team: 'Team',
  matches: 'Matches',
  wonLostShort: 'W-L',
  wonLost: 'Won-lost',
  points: 'Points',
  nrrShort: 'NRR',
  nrr: 'Net run rate',
  recordTies: '{record} ({ties} T)',
  recordNoResults: '{record} ({noResults} NR)',
  recordBoth: '{record} ({ties} T, {noResults} NR)',
  rule: 'A win earns {win, plural, one {# point} other {# points}}, a tie or no result {tie, plural, one {# point} other {# points}}{loss, plural, =0 {} one {, a loss # point} other {, a loss # points}}.',
  ruleApart:
    'A win earns {win, plural, one {# point} other {# points}}, a tie {tie, plural, one {# point} other {# points}}, no result {noResult, plural, one {# point} other {# points}}{loss, plural, =0 {} one {, a loss # point} other {, a loss # points}}.',
  nrrExplained:
    'NRR (net run rate) is runs scored per over minus runs conceded per over; it separates teams level on points.',
});

export const liveFeedMessages = defineMessages('tournament.liveFeed', {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  lastUpdate: 'Last update {time}',
});
