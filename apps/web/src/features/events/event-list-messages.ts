import { defineMessages } from '@portal/contract/i18n/define-messages';

export const eventListMessages = defineMessages('events.list', {
  eventsTitle: 'Events',
  eventsIntro:
    'Everything our community is organising. Open an event for its schedule, sponsors and photos, or see them all in the {gallery}.',
  galleryLink: 'gallery',
  upcoming: 'Upcoming events',
  past: 'Past events',
  noUpcoming: 'No upcoming events',
  noUpcomingText: 'Nothing is scheduled right now. Check back soon.',
  noUpcomingLookBack: 'Nothing is scheduled right now. Check back soon, or look back at {past}.',
  pastLink: 'past events',
  noPast: 'No past events yet',
  noPastText: 'Events appear here once they are over.',
  upcomingIntro: 'What is coming up, soonest first. Past events are on the {eventsPage}.',
  eventsPageLink: 'events page',
  loadFailed: 'Failed to load events.',
  retry: 'Retry',
  loading: 'Loading events...',
  details: 'Details',
  photosOf: '{title} photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
});
