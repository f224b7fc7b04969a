import { z } from 'zod';
import { instantSchema } from './common';
import { promoCodeMessages as messages } from './promo-code-messages';
import type { Price } from './ticket-price';

// Issue 25 §3: promo codes. The amount charged is computed on the server only (discountOf); the
// web shows the code's terms but never decides a price.

export const promoCodeKinds = ['percent', 'fixed'] as const;
export type PromoCodeKind = (typeof promoCodeKinds)[number];
export const PROMO_CODES_MAX = 200;

/** A code as an attendee types it: spaces dropped, upper case (codes match case-insensitively). */
export const normalisePromoCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

const codeSchema = z
  .string({ error: messages.codeRequired })
  .transform(normalisePromoCode)
  .pipe(
    z
      .string()
      .min(1, messages.codeRequired)
      .regex(/^[A-Z0-9_-]{3,40}$/, messages.codeFormat),
  );

/** POST /api/events/{id}/promo-codes. `value`: percent 1–100, or minor units for `fixed`. */
export const promoCodeInputSchema = z
  .object({
    code: codeSchema,
    kind: z.enum(promoCodeKinds),
    value: z.number({ error: messages.fixedAmount }).int(messages.fixedAmount),
    /** A fixed code's currency; absent: the currency of the event's ticket types. */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, messages.currencyInvalid)
      .optional(),
    /** The ticket types it applies to; absent or empty: all of the event's. */
    ticketTypeIds: z.array(z.uuid(messages.ticketTypeUnknown)).max(20).optional(),
    usageLimit: z
      .union([z.number().int().min(1, messages.usageLimitMin).max(1_000_000), z.null()])
      .optional(),
    expiresAt: z.union([instantSchema, z.null()]).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.percentRange });
    if (input.kind === 'fixed' && (input.value < 1 || input.value > 1_000_000_000))
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.fixedAmount });
  });
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;
export type PromoCodeParsed = z.output<typeof promoCodeInputSchema>;

export const promoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(promoCodeKinds),
  value: z.number().int(),
  currency: z.string().nullable(),
  ticketTypeIds: z.array(z.string()),
  usageLimit: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  /** Registrations holding or having taken it (a hold counts until it expires). */
  timesUsed: z.number().int(),
  /** Set when an organiser disabled a code that had been used (a used code is never deleted). */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodesSchema = z.object({ promoCodes: z.array(promoCodeSchema) });
export type PromoCodes = z.infer<typeof promoCodesSchema>;

export const promoCodeParamsSchema = z.object({
  id: z.string().max(100),
  codeId: z.string().max(100),
});

/** DELETE's answer: removed outright, or kept but disabled because someone used it. */
export const promoCodeDeletedSchema = z.object({ outcome: z.enum(['deleted', 'disabled']) });

/**
 * The discount a code takes off a price, in the price's minor units: never more than the price,
 * so the amount charged is never below 0. A percentage rounds to the nearest minor unit.
 */
export function discountOf(
  price: Price,
  code: { kind: PromoCodeKind; value: number; currency: string | null },
): number {
  if (code.kind === 'percent')
    return Math.min(price.amount, Math.round((price.amount * code.value) / 100));
  return Math.min(price.amount, code.value);
}
