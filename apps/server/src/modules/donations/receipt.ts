import { localeOf, type DonationCurrency, type Language } from '@portal/contract';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/translate';
import type { MailMessage } from '../mail/outbox';
import { donationPresetsOf, getSite, getSiteSettings, type SiteDefaults } from '../site/repository';
import type { DonationRow } from './repository';
import { escapeHtml } from '../mail/escape-html';
import { recordedTime } from '../../i18n/zoned-times';
import { donationServerMessages, receiptMessages as m } from './messages';

/** Minor units as the donor reads them: "$20.00", "₹1,500.00" ("₹1,00,000.00" in Hindi). */
export function formatMoney(amount: number, currency: DonationCurrency, language: Language = 'en') {
  return new Intl.NumberFormat(language === 'en' ? 'en' : localeOf(language), {
    style: 'currency',
    currency,
  }).format(amount / 100);
}

export interface Organisation {
  name: string;
  address: string | null;
  taxText: string;
  /** How to give without the online form (bank transfer, UPI), as the admin wrote it. */
  otherWaysToGive: string | null;
  /** The site's zone: a receipt's date and time are on its clock, named (issue 19). */
  timeZone: string;
  /** The site's default country (ISO 3166 alpha-2): the currency the Donate page starts in. */
  country: string;
  /** The amounts the Donate page offers per currency (issue 36 §5). */
  presets: Record<DonationCurrency, number[]>;
}

/**
 * Who receives the money and what the receipt says about tax: from site settings, not code. The
 * admins' tax text is theirs, as written; the default one is in `language`.
 */
export async function organisationOf(
  db: Database,
  defaults: SiteDefaults,
  language: Language,
): Promise<Organisation> {
  const [site, settings] = await Promise.all([getSite(db, defaults), getSiteSettings(db)]);
  const name = settings.organisationName ?? site.name;
  return {
    name,
    address: settings.organisationAddress,
    taxText:
      settings.receiptTaxText ??
      translate(language, donationServerMessages.defaultTaxText, { organisation: name }),
    otherWaysToGive: settings.otherWaysToGive ?? null,
    timeZone: site.timeZone,
    country: site.defaultCountry,
    presets: donationPresetsOf(settings.donationPresets),
  };
}

/** When the gift was made, on the site's clock and named: "5 Dec 2026, 14:07 IST". */
const paidOn = (donation: DonationRow, organisation: Organisation, language: Language) =>
  recordedTime(donation.paidAt ?? donation.createdAt, organisation.timeZone, language);

/** A receipt as a standalone HTML page in `language`: readable in any browser, printable, kept. */
export function receiptHtml(donation: DonationRow, organisation: Organisation, language: Language) {
  const say = (message: (typeof m)[keyof typeof m], values?: Record<string, string>) =>
    translate(language, message, values);
  const rows: [string, string][] = [
    [say(m.receiptNumber), donation.receiptNumber ?? '—'],
    [say(m.donor), donation.donorName ?? donation.donorEmail ?? say(m.anonymous)],
    [say(m.amount), formatMoney(donation.amount, donation.currency, language)],
    [say(m.currency), donation.currency],
    [say(m.frequency), say(donation.frequency === 'monthly' ? m.monthly : m.once)],
    [say(m.date), paidOn(donation, organisation, language)],
    [say(m.paymentId), donation.paymentId ?? '—'],
  ];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(say(m.pageTitle, { number: donation.receiptNumber ?? '' }))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}</style>
</head><body>
<h1>${escapeHtml(say(m.heading))}</h1>
<p><strong>${escapeHtml(organisation.name)}</strong>${organisation.address ? `<br>${escapeHtml(organisation.address)}` : ''}</p>
<table>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${escapeHtml(organisation.taxText)}</p>
<p>${escapeHtml(say(m.thanks))}</p>
</body></html>`;
}

export function receiptFilename(donation: DonationRow) {
  return `receipt-${donation.receiptNumber ?? donation.id}.html`;
}

/** The email sent when a donation is paid, in `language`, with the receipt attached. */
export function receiptMail(
  donation: DonationRow,
  organisation: Organisation,
  language: Language,
): MailMessage | undefined {
  if (!donation.donorEmail) return undefined;
  return {
    to: donation.donorEmail,
    subject: translate(language, m.subject, { number: donation.receiptNumber ?? '' }).trim(),
    text: translate(language, m.mailBody, {
      name: donation.donorName ?? translate(language, m.donorFallback),
      frequency: donation.frequency,
      amount: formatMoney(donation.amount, donation.currency, language),
      organisation: organisation.name,
      number: String(donation.receiptNumber),
      paymentId: String(donation.paymentId),
      date: paidOn(donation, organisation, language),
      taxText: organisation.taxText,
    }),
    attachments: [
      {
        filename: receiptFilename(donation),
        contentType: 'text/html',
        content: Buffer.from(receiptHtml(donation, organisation, language)).toString('base64'),
      },
    ],
  };
}
