import { defineMessages } from '@portal/contract/i18n/define-messages';

/** The ticket ledger's table and filters (issue 25 §4). */
export const ticketLedgerMessages = defineMessages('ticketLedger.table', {
  filter: 'Filter the ticket ledger',
  event: 'Event',
  allEvents: 'All events',
  kind: 'Kind',
  allKinds: 'All kinds',
  clearFilters: 'Clear filters',
  time: 'Time',
  attendee: 'Attendee',
  amount: 'Amount',
  reference: 'Razorpay reference',
  detail: 'Detail',
  deletedEvent: 'Deleted event',
  unknownAttendee: 'Registration removed',
  needsAttention: 'Needs attention',
});

/** What each kind of ledger row means, as a short label. */
export const ledgerKindMessages = defineMessages('ticketLedger.kind', {
  order_created: 'Order created',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  hold_expired: 'Hold expired',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
  mismatch: 'Payment mismatch',
});
