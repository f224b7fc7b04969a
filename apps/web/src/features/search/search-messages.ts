import { defineMessages } from '@portal/contract/i18n/define-messages';

// The top bar's search button is on every first paint: its texts stay apart from the rest.
export const searchMessages = defineMessages('search', {
  search: 'Search',
  close: 'Close search',
  loading: 'Loading search',
  placeholder: 'Search events and channels…',
  placeholderWithPeople: 'Search events, channels, people…',
  suggestions: 'Search results',
  events: 'Events',
  channels: 'Channels',
  people: 'People',
  /** A member's batch beside their name: "Batch of 2009". */
  batch: 'Batch of {year}',
  noMatch: 'Nothing found',
});
