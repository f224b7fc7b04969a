// No zod here: the web's registration form imports these texts (ADR 20).

/** Issue 25 §3: promo codes, as organisers make them and attendees type them. */
export const promoCodeMessages = {
  codeRequired: 'Write the code',
  codeFormat: 'Use 3 to 40 letters, digits, - or _',
  percentRange: 'A percentage from 1 to 100',
  fixedAmount:
    'Enter an amount off greater than 0 (in minor units, such as paise, through the API)',
  currencyInvalid: 'Use a three-letter currency code such as INR',
  usageLimitMin: 'At least 1 use, or leave it empty for no limit',
  codeTaken: 'This event already has a code with these letters',
  ticketTypeUnknown: 'This event has no such ticket type',
  currencyMismatch: 'A fixed discount must be in the currency of the tickets it applies to',
  noTicketCurrency: 'Give the currency: this event has no ticket types to take it from',
  unknown: 'This promo code is not valid for this event',
  expired: 'This promo code has expired',
  usedUp: 'This promo code has been used up',
  notForTicket: 'This promo code does not apply to the ticket chosen',
} as const;
