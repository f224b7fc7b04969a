import { defineMessages } from '@portal/contract';

export const ticketServerMessages = defineMessages('server.tickets', {
  typeInUse:
    'A ticket type that people have registered with cannot be removed. Hide it instead, so no one new can choose it.',
  idOfAnotherEvent: 'An id in this list belongs to another event. Leave _id out for new rows.',
});

/** The ticket ledger CSV's column names and words (ADR 42). */
export const ticketLedgerCsvMessages = defineMessages('server.tickets.ledgerCsv', {
  createdAt: 'Time',
  kind: 'Kind',
  event: 'Event',
  attendee: 'Attendee',
  email: 'Email',
  amount: 'Amount',
  currency: 'Currency',
  orderId: 'Order ID',
  paymentId: 'Payment ID',
  flagged: 'Needs attention',
  detail: 'Detail',
  orderCreated: 'order created',
  paid: 'paid',
  paymentFailed: 'payment failed',
  holdExpired: 'hold expired',
  refundRequested: 'refund requested',
  refunded: 'refunded',
  mismatch: 'payment mismatch',
  yes: 'yes',
  no: 'no',
});
