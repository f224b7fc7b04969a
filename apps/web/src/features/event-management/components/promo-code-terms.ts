import { formatPrice, type PortalEvent, type PromoCode } from '@portal/contract';
import { localeOf, type Language } from '@portal/contract/i18n/languages';
import type { Translate } from '../../../i18n/i18n-provider';
import { promoCodeMessages as m } from './promo-code-messages';

/** Whether the event sells anything a code could take money off. */
export const hasPaidTickets = (event: Pick<PortalEvent, 'ticketTypes'>) =>
  (event.ticketTypes ?? []).some((type) => type.price.amount > 0);

/** "20% off" or "₹200.00 off", in the reader's language. */
export function discountText(code: PromoCode, t: Translate, language: Language) {
  if (code.kind === 'percent') return t(m.percentOff, { value: code.value });
  const amount = formatPrice(
    { amount: code.value, currency: code.currency ?? 'INR' },
    localeOf(language),
  );
  return t(m.amountOff, { amount });
}

/** The ticket types' names it applies to, or "All tickets". */
export function appliesToText(code: PromoCode, event: PortalEvent, t: Translate) {
  if (code.ticketTypeIds.length === 0) return t(m.allTickets);
  const names = new Map((event.ticketTypes ?? []).map((type) => [type._id, type.name]));
  return code.ticketTypeIds.map((id) => names.get(id) ?? id).join(', ');
}

export function usesText(code: PromoCode, t: Translate) {
  return code.usageLimit === null
    ? t(m.uses, { used: code.timesUsed })
    : t(m.usesOfLimit, { used: code.timesUsed, limit: code.usageLimit });
}

export function expiryText(code: PromoCode, t: Translate, language: Language, now = Date.now()) {
  if (!code.expiresAt) return null;
  if (Date.parse(code.expiresAt) <= now) return t(m.expired);
  const date = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(code.expiresAt));
  return t(m.expires, { date });
}
