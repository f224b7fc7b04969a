import type { DonationCurrency } from '@portal/contract';
import type { Database } from '../../db/client';
import type { MailMessage } from '../mail/outbox';
import { getSite, getSiteSettings, type SiteDefaults } from '../site/repository';
import type { DonationRow } from './repository';
import { escapeHtml } from '../mail/escape-html';

/** Minor units as the donor reads them: "$20.00", "₹1,500.00". */
export function formatMoney(amount: number, currency: DonationCurrency) {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

export interface Organisation {
  name: string;
  address: string | null;
  taxText: string;
}

/** Who receives the money and what the receipt says about tax: from site settings, not code. */
export async function organisationOf(db: Database, defaults: SiteDefaults): Promise<Organisation> {
  const [site, settings] = await Promise.all([getSite(db, defaults), getSiteSettings(db)]);
  const name = settings.organisationName ?? site.name;
  return {
    name,
    address: settings.organisationAddress,
    taxText:
      settings.receiptTaxText ??
      `Donations to ${name} may be tax deductible where you live. Keep your receipt for your records.`,
  };
}

/** A receipt as a standalone HTML page: readable in any browser, printable, kept as a file. */
export function receiptHtml(donation: DonationRow, organisation: Organisation) {
  const rows: [string, string][] = [
    ['Receipt number', donation.receiptNumber ?? '—'],
    ['Donor', donation.donorName ?? donation.donorEmail ?? 'Anonymous donor'],
    ['Amount', formatMoney(donation.amount, donation.currency)],
    ['Currency', donation.currency],
    ['Frequency', donation.frequency === 'monthly' ? 'Monthly' : 'One-time'],
    ['Date', (donation.paidAt ?? donation.createdAt).toISOString().slice(0, 10)],
    ['Payment ID', donation.paymentId ?? '—'],
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(donation.receiptNumber ?? '')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}</style>
</head><body>
<h1>Donation receipt</h1>
<p><strong>${escapeHtml(organisation.name)}</strong>${organisation.address ? `<br>${escapeHtml(organisation.address)}` : ''}</p>
<table>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${escapeHtml(organisation.taxText)}</p>
<p>Thank you for your support.</p>
</body></html>`;
}

export function receiptFilename(donation: DonationRow) {
  return `receipt-${donation.receiptNumber ?? donation.id}.html`;
}

/** The email sent when a donation is paid, with the receipt attached. */
export function receiptMail(
  donation: DonationRow,
  organisation: Organisation,
): MailMessage | undefined {
  if (!donation.donorEmail) return undefined;
  const amount = formatMoney(donation.amount, donation.currency);
  return {
    to: donation.donorEmail,
    subject: `Your donation receipt ${donation.receiptNumber ?? ''}`.trim(),
    text:
      `Dear ${donation.donorName ?? 'donor'},\n\nThank you for your ${donation.frequency === 'monthly' ? 'monthly ' : ''}donation of ${amount} to ${organisation.name}.\n\n` +
      `Receipt number: ${donation.receiptNumber}\nPayment ID: ${donation.paymentId}\nDate: ${(donation.paidAt ?? donation.createdAt).toISOString().slice(0, 10)}\n\n` +
      `${organisation.taxText}\n\nThe receipt is attached, and you can download it again from Account Settings.\n`,
    attachments: [
      {
        filename: receiptFilename(donation),
        contentType: 'text/html',
        content: Buffer.from(receiptHtml(donation, organisation)).toString('base64'),
      },
    ],
  };
}
