/** Spec §5/§9: the member phone takes digits only, at most 10; anything else is dropped as typed. */
export const PHONE_DIGITS = 10;

export function toPhoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
