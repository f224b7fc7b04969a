import { defineMessages } from '@portal/contract/i18n/define-messages';

// The top bar's search button is on every first paint: only its own texts are here; the box's
// come with the box (box-messages.ts).
export const searchMessages = defineMessages('search', {
  search: 'Search',
  close: 'Close search',
  loading: 'Loading search',
});
