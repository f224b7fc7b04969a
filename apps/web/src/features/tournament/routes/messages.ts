import { defineMessages } from '@portal/contract/i18n/define-messages';

export const tournamentRouteMessages = defineMessages('tournament.routes', {
  matchCenter: 'Match Center',
  matchCenterEmpty: 'Matches and their scorecards appear here once fixtures are added.',
  liveUpdates: 'Scores update by themselves while a match is being played.',
  schedule: 'Match Schedule',
  scheduleLoadError: "We couldn't load the schedule",
  sponsors: 'Sponsors',
  loadingSponsors: 'Loading sponsors',
  pointsTable: 'Teams and Points Table',
  loadingTournament: 'Loading tournament...',
});
