import { Fieldset, TextInput } from '@mantine/core';
import { isTimeZone, zoneCity } from '@portal/contract/time-zones';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import type { EventFormValues } from './event-form-values';
import { refundPolicyMessages as m } from './refund-policy-messages';

const legendStyles = {
  legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', marginBottom: 4 },
} as const;

/**
 * Until when attendees may cancel a paid ticket for a refund themselves (ADR 42), on the venue's
 * clock like the event's own times. Empty: only the organisers refund.
 */
export function RefundPolicyField() {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const [until, date, timeZone] = useWatch<
    EventFormValues,
    ['refundableUntil', 'date', 'timeZone']
  >({ control, name: ['refundableUntil', 'date', 'timeZone'] });
  const hint = isTimeZone(timeZone) ? t(m.hint, { city: zoneCity(timeZone) }) : t(m.hintNoZone);
  // Both are wall clocks in the same zone, so their text compares as their times do.
  const afterStart = Boolean(until && date && until > date);
  return (
    <Fieldset legend={t(m.section)} variant="unstyled" styles={legendStyles}>
      <TextInput
        type="datetime-local"
        label={t(m.refundableUntil)}
        description={afterStart ? `${hint} ${t(m.afterStart)}` : hint}
        error={errors.refundableUntil?.message}
        maw={360}
        {...register('refundableUntil')}
      />
    </Fieldset>
  );
}
