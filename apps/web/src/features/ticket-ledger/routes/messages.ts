import { defineMessages } from '@portal/contract/i18n/define-messages';

export const ticketLedgerPageMessages = defineMessages('ticketLedger.page', {
  pageTitle: 'Ticket ledger · {site}',
  heading: 'Ticket ledger',
  intro:
    'Every money state change of every ticket, newest first: orders, payments, expired holds and refunds. Rows are never changed or removed.',
  exportCsv: 'Export CSV',
  exportFailed: 'Could not export the ticket ledger: {reason}',
  loading: 'Loading the ticket ledger',
  loadFailed: "We couldn't load the ticket ledger",
  noMatch: 'No entries match these filters',
  noMatchHint: 'Try another event or kind.',
  none: 'No ticket payments yet',
  noneHint: 'Orders, payments and refunds of paid tickets appear here.',
  showOlder: 'Show older entries',
  shown: '{count, plural, one {# entry shown} other {# entries shown}}',
});
