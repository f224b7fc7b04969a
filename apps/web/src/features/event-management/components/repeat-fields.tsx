import {
  Chip,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { weekdayCodes, weekdayOf, type EventInput } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { formatShortDate, weekdayNames } from '../../../lib/format';
import { toEventInput, type EventFormValues } from './event-form-values';
import { recurrenceSummary } from '../../../lib/recurrence-summary';
import { repeatMessages as m } from './repeat-messages';

const frequencies = ['none', 'daily', 'weekly', 'monthly'] as const;
const units = { daily: m.unitDays, weekly: m.unitWeeks, monthly: m.unitMonths } as const;

/** "5 Dec 2026" for a YYYY-MM-DD day, whatever the reader's zone. */
const formatDay = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/**
 * Whether and how a new event (or a one-off being edited) repeats (issue 25 §6, ADR 40): daily,
 * weekly on chosen days, monthly on the date or "the second Saturday", for N dates or until a day.
 */
export function RepeatFields() {
  const t = useT();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const values = useWatch({ control });
  const repeat = values.recurrence;
  const frequency = repeat?.frequency ?? 'none';
  const fieldErrors = errors.recurrence;
  // The first date's day decides "on day 12" or "the second Saturday", and the default weekday.
  const firstDay = /^\d{4}-\d{2}-\d{2}/.test(values.date ?? '') ? values.date!.slice(0, 10) : '';
  const recurrence: EventInput['recurrence'] =
    frequency !== 'none' ? toEventInput(values as EventFormValues).recurrence : undefined;
  const summary =
    recurrence && firstDay
      ? recurrenceSummary(
          { ...recurrence, interval: Number(recurrence.interval) || 1 },
          firstDay,
          t,
          formatDay,
        )
      : '';
  const names = weekdayNames('short');

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t(m.repeats)}
          data={frequencies.map((value) => ({ value, label: t(m[value]) }))}
          {...register('recurrence.frequency')}
        />
        {frequency !== 'none' && (
          <Controller
            control={control}
            name="recurrence.interval"
            render={({ field }) => (
              <NumberInput
                label={t(m.every)}
                rightSection={<Text size="sm">{t(units[frequency])}</Text>}
                rightSectionWidth={80}
                min={1}
                max={12}
                clampBehavior="none"
                allowDecimal={false}
                error={fieldErrors?.interval?.message}
                {...field}
              />
            )}
          />
        )}
      </SimpleGrid>
      {frequency === 'weekly' && (
        <Controller
          control={control}
          name="recurrence.weekdays"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="repeat-days-label">
                {t(m.onDays)}
              </Text>
              <Chip.Group
                multiple
                value={field.value.length > 0 || !firstDay ? field.value : [weekdayOf(firstDay)]}
                onChange={(days) =>
                  field.onChange(weekdayCodes.filter((code) => days.includes(code)))
                }
              >
                <Group gap="xs" role="group" aria-labelledby="repeat-days-label">
                  {weekdayCodes.map((code, index) => (
                    <Chip key={code} value={code} size="sm">
                      {names[index]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {fieldErrors?.weekdays?.message && (
                <Text size="sm" c="red">
                  {fieldErrors.weekdays.message}
                </Text>
              )}
            </Stack>
          )}
        />
      )}
      {frequency === 'monthly' && firstDay && (
        <Controller
          control={control}
          name="recurrence.monthlyBy"
          render={({ field }) => (
            <Radio.Group label={t(m.monthlyOn)} value={field.value} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                {(['date', 'weekday'] as const).map((by) => (
                  <Radio
                    key={by}
                    value={by}
                    label={recurrenceSummary(
                      { frequency: 'monthly', interval: 1, monthlyBy: by },
                      firstDay,
                      t,
                      formatDay,
                    )}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
      )}
      {frequency !== 'none' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="recurrence.ends"
            render={({ field }) => (
              <NativeSelect
                label={t(m.ends)}
                data={[
                  { value: 'count', label: t(m.endsAfter) },
                  { value: 'until', label: t(m.endsOn) },
                ]}
                {...field}
              />
            )}
          />
          {repeat?.ends === 'until' ? (
            <TextInput
              type="date"
              label={t(m.until)}
              error={fieldErrors?.until?.message}
              {...register('recurrence.until')}
            />
          ) : (
            <Controller
              control={control}
              name="recurrence.count"
              render={({ field }) => (
                <NumberInput
                  label={t(m.count)}
                  min={2}
                  max={104}
                  // Say why a number is refused rather than change it silently.
                  clampBehavior="none"
                  allowDecimal={false}
                  error={fieldErrors?.count?.message}
                  {...field}
                />
              )}
            />
          )}
        </SimpleGrid>
      )}
      {summary && (
        <Text size="sm" fw={500} aria-live="polite">
          {summary}
        </Text>
      )}
      {frequency !== 'none' && (
        <Text size="sm" c="dimmed">
          {t(m.eachDate)}
        </Text>
      )}
    </Stack>
  );
}
