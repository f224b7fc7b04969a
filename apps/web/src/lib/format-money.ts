// Money travels in integer minor units with an ISO currency (DESIGN §3).

/** How many minor units make one major unit of `currency` (100 for USD, EUR and INR). */
function minorUnitsPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** An amount in minor units for people, e.g. 2050 USD → "$20.50" (in the viewer's locale). */
export function formatMinorUnits(amount: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(
    amount / minorUnitsPerMajor(currency),
  );
}

/** An amount in major units as typed, e.g. 20 INR → "₹20", 20.5 USD → "$20.50" (donation presets). */
export function formatMajorUnits(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
