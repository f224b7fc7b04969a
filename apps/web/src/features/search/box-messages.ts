import { defineMessages } from '@portal/contract/i18n/define-messages';

// The search box's texts, loaded with the box on first use.
export const boxMessages = defineMessages('search', {
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
