import { defineMessages } from '@portal/contract/i18n/define-messages';

export const calendarMessages = defineMessages('calendar', {
  title: 'Event calendar',
  loading: 'Loading events...',
  loadFailed: 'Failed to load events.',
  chooseDay: 'Choose a day to see its events.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  now: 'Now',
  search: 'Search events',
  searchDescription: 'Finds a title or description in any language',
  clearSearch: 'Clear search',
  searchResults:
    '{count, plural, =0 {No events match “{term}”.} one {# event matches “{term}”.} other {# events match “{term}”.}}',
  dayLabel: '{date}, {count, plural, =0 {no events} one {# event} other {# events}}',
  more: '+{count} more',
  eventsOn: 'Events on {date}',
  noEvents: 'No events.',
  cancelled: 'Cancelled',
  titleCancelled: '{title} (cancelled)',
  details: 'Details',
  detailsOf: 'Details of {title}',
  register: 'Register',
  registerFor: 'Register for {title}',
});
