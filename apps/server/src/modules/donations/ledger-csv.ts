import type { Donation } from '@portal/contract';
import { csvField } from '../registrations/csv';

const header = [
  'Created at',
  'Paid at',
  'Receipt number',
  'Status',
  'Frequency',
  'Amount',
  'Currency',
  'Donor',
  'Email',
  'Payment ID',
  'Order ID',
  'Subscription ID',
];

/** The ledger as CSV; amounts in major units (20.00), as a spreadsheet reader expects. */
export function ledgerCsv(donations: Donation[]): string {
  const rows = donations.map((donation) => [
    donation.createdAt,
    donation.paidAt,
    donation.receiptNumber,
    donation.status,
    donation.frequency,
    (donation.amount / 100).toFixed(2),
    donation.currency,
    donation.donorName,
    donation.donorEmail,
    donation.paymentId,
    donation.orderId,
    donation.subscriptionId,
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
