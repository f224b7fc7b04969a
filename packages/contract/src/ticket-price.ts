// Without zod, so the event cards of the web's first visit can import it (ADR 17, ADR 20).

/** A price in minor units (paise, cents) and its ISO 4217 currency. */
export interface Price {
  amount: number;
  currency: string;
}

/** How many minor units make one major unit in `currency` (2 for INR, 0 for JPY). */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** ₹1,499.00 for { amount: 149900, currency: 'INR' } in English; the reader's locale otherwise. */
export function formatPrice(price: Price, locale = 'en-IN'): string {
  const digits = minorDigits(price.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(price.amount / 10 ** digits);
}

/** The cheapest ticket a visitor can buy (hidden ones left out), or null without ticket types. */
export function lowestPrice(
  ticketTypes: readonly { price: Price; hidden?: boolean | undefined }[],
) {
  const shown = ticketTypes.filter((type) => !type.hidden);
  if (shown.length === 0) return null;
  return shown.reduce(
    (low, type) => (type.price.amount < low.amount ? type.price : low),
    shown[0]!.price,
  );
}
