import { minorDigits, type PromoCodeInput, type TicketType } from '@portal/contract';

/** The new-code form's values as typed: a fixed amount in major units (₹200.50), local expiry. */
export interface PromoCodeValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: number | string;
  ticketTypeIds: string[];
  usageLimit: number | string;
  expiresAt: string;
}

export const blankPromoCode: PromoCodeValues = {
  code: '',
  kind: 'percent',
  value: '',
  ticketTypeIds: [],
  usageLimit: '',
  expiresAt: '',
};

const numberOrUndefined = (value: number | string) =>
  value === '' || value === undefined ? undefined : Number(value);

/**
 * The API body from the form: a fixed discount in the minor units of the tickets it applies to
 * (the first of them names the currency; the server refuses a mix), the expiry as an instant.
 */
export function toPromoCodeInput(
  values: PromoCodeValues,
  types: readonly Pick<TicketType, '_id' | 'price'>[],
): { input: PromoCodeInput; currency: string } {
  const ids = values.ticketTypeIds ?? [];
  const applies = ids.length > 0 ? types.filter((type) => ids.includes(type._id)) : types;
  const currency =
    (applies.find((type) => type.price.amount > 0) ?? applies[0])?.price.currency ?? 'INR';
  const value = numberOrUndefined(values.value);
  const limit = numberOrUndefined(values.usageLimit);
  const expires = values.expiresAt ? new Date(values.expiresAt) : null;
  return {
    currency,
    input: {
      code: values.code ?? '',
      kind: values.kind,
      // Empty is 0: the contract then says what range it wants.
      value:
        value === undefined || Number.isNaN(value)
          ? 0
          : values.kind === 'fixed'
            ? Math.round(value * 10 ** minorDigits(currency))
            : value,
      ...(values.kind === 'fixed' && { currency }),
      ...(ids.length > 0 && { ticketTypeIds: ids }),
      ...(limit !== undefined && { usageLimit: limit }),
      ...(expires && !Number.isNaN(expires.getTime()) && { expiresAt: expires.toISOString() }),
    },
  };
}
