import { defineMessages } from '@portal/contract/i18n/define-messages';

export const tournamentAdminPageMessages = defineMessages('tournamentAdmin.page', {
  title: 'Tournament admin',
  eventTitle: '{event} · Tournament admin',
  intro: 'Teams, fixtures and scores for the events you run. Standings follow from the results.',
  openMatchCenter: 'Open the match center',
  loadingEvents: 'Loading your events',
  loadEventsError: 'Failed to fetch events',
  noEvents: 'No events to manage',
  noEventsText: 'Events you create, or that belong to a channel you run, appear here.',
});
