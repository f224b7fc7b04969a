import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The Manage Events, Create Event and Event Dashboard pages. */
export const eventPagesMessages = defineMessages('eventManagement.pages', {
  manageEvents: 'Manage Events',
  channelEvents: 'The events of {channel}, drafts included, newest first.',
  thisChannelEvents: 'The events of this channel, drafts included, newest first.',
  yourEvents: 'The events you run, drafts included, newest first.',
  showAllMine: 'Show all my events',
  loadingEvents: 'Loading events',
  fetchEventsFailed: 'Failed to fetch events',
  noEventsFound: 'No events found',
  noEventsHint: 'Events you create, or that belong to a channel you run, appear here.',
  deleteTitle: 'Delete “{title}”?',
  deleteText: 'Delete this event? Its registrations are deleted too.',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteFailed: 'Failed to delete event: {reason}',
  createEvent: 'Create Event',
  siteHome: '{site} home',
  createIntro:
    'Title, start, location and description are required; everything else can follow later.',
  eventDashboard: 'Event Dashboard',
});
