import type { Donation, Language } from '@portal/contract';
import { translate } from '../../i18n/translate';
import { csvField } from '../registrations/csv';
import { ledgerCsvMessages as m } from './messages';

const header = [
  m.createdAt,
  m.paidAt,
  m.receiptNumber,
  m.status,
  m.frequency,
  m.amount,
  m.currency,
  m.donor,
  m.email,
  m.paymentId,
  m.orderId,
  m.subscriptionId,
];

const statuses = {
  created: m.created,
  paid: m.paid,
  failed: m.failed,
  active: m.active,
  cancelled: m.cancelled,
} satisfies Record<Donation['status'], unknown>;

/**
 * The ledger as CSV, its column names and words in the reader's `language`; amounts in major
 * units (20.00), as a spreadsheet reader expects.
 */
export function ledgerCsv(donations: Donation[], language: Language): string {
  const say = (message: (typeof header)[number]) => translate(language, message);
  const rows = donations.map((donation) => [
    donation.createdAt,
    donation.paidAt,
    donation.receiptNumber,
    say(statuses[donation.status]),
    say(donation.frequency === 'monthly' ? m.monthly : m.once),
    (donation.amount / 100).toFixed(2),
    donation.currency,
    donation.donorName,
    donation.donorEmail,
    donation.paymentId,
    donation.orderId,
    donation.subscriptionId,
  ]);
  return [header.map(say), ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
