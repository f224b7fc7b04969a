import type { Language, TicketLedgerEntry, TicketLedgerKind } from '@portal/contract';
import { translate } from '../../i18n/translate';
import { csvField } from '../registrations/csv';
import { ticketLedgerCsvMessages as m } from './messages';

const header = [
  m.createdAt,
  m.kind,
  m.event,
  m.attendee,
  m.email,
  m.amount,
  m.currency,
  m.orderId,
  m.paymentId,
  m.flagged,
  m.detail,
];

const kinds = {
  order_created: m.orderCreated,
  paid: m.paid,
  payment_failed: m.paymentFailed,
  hold_expired: m.holdExpired,
  refund_requested: m.refundRequested,
  refunded: m.refunded,
  mismatch: m.mismatch,
} satisfies Record<TicketLedgerKind, unknown>;

/** Minor units in major ones with the currency's own decimals (INR 2, JPY 0). */
function majorUnits(amount: number, currency: string | null) {
  const digits = currency
    ? (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2)
    : 2;
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * The ticket ledger as CSV in the reader's `language`; amounts in major units (1499.00 for ₹1,499). Every
 * cell goes through csvField, so a name such as "=HYPERLINK(…)" stays text in a spreadsheet.
 */
export function ticketLedgerCsv(entries: TicketLedgerEntry[], language: Language): string {
  const say = (message: (typeof header)[number]) => translate(language, message);
  const rows = entries.map((entry) => [
    entry.createdAt,
    say(kinds[entry.kind]),
    entry.eventTitle,
    entry.attendeeName,
    entry.attendeeEmail,
    entry.amount === null ? null : majorUnits(entry.amount, entry.currency),
    entry.currency,
    entry.orderId,
    entry.paymentId,
    say(entry.flagged ? m.yes : m.no),
    entry.detail,
  ]);
  return `\uFEFF${[header.map(say), ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
