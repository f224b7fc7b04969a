import { defineMessages } from '@portal/contract/i18n/define-messages';

// The top bar's search button is on every first paint: its texts stay apart from the rest.
export const searchMessages = defineMessages('channels.search', {
  search: 'Search channels',
  close: 'Close channel search',
  loading: 'Loading search',
  placeholder: 'Search channels…',
  suggestions: 'Channels',
  noMatch: 'No channels found',
});
