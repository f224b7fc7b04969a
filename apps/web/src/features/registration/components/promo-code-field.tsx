import { TextInput } from '@mantine/core';
import type { RegistrationInput } from '@portal/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { useEvent } from '../../../lib/event-queries';
import { promoCodeFieldMessages as m } from './promo-code-messages';

/** The field's name, for the form's list of fields the server may name in a refusal. */
export const promoCodeField = 'promoCode' as const;

interface PromoCodeFieldProps {
  eventId: string;
  register: UseFormRegister<RegistrationInput>;
  errors: FieldErrors<RegistrationInput>;
}

/**
 * Issue 25 §3: a box for a promo code, shown only when the event sells paid tickets. The event is
 * the one the registration page already read (same query, from the cache). The server alone
 * decides whether the code applies and what it takes off; its refusal lands on this field.
 */
export function PromoCodeField({ eventId, register, errors }: PromoCodeFieldProps) {
  const t = useT();
  const event = useEvent(eventId);
  const paid = (event.data?.ticketTypes ?? []).some((type) => type.price.amount > 0);
  if (!paid) return null;
  return (
    <TextInput
      label={t(m.label)}
      description={t(m.hint)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maw={320}
      error={errors.promoCode?.message}
      {...register(promoCodeField)}
    />
  );
}
