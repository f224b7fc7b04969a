import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { eventFieldMessages as m } from './event-form-messages';
import type { EventFormValues } from './event-form-values';

type NumberField = Extract<FieldPath<EventFormValues>, 'latitude' | 'longitude' | 'capacity'>;

/** Venue, map position and seats. */
export function EventVenueFields() {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t(m.location)}
          description={t(m.locationHint)}
          withAsterisk
          error={errors.location?.message}
          {...register('location')}
        />
        <TextInput
          label={t(m.address)}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="md">
        <NumberBox
          name="latitude"
          label={t(m.latitude)}
          description={t(m.mapHint)}
          min={-90}
          max={90}
          decimalScale={6}
        />
        <NumberBox
          name="longitude"
          label={t(m.longitude)}
          description={t(m.mapHint)}
          min={-180}
          max={180}
          decimalScale={6}
        />
        <NumberBox
          name="capacity"
          label={t(m.capacity)}
          description={t(m.capacityHint)}
          min={1}
          allowDecimal={false}
          allowNegative={false}
        />
      </SimpleGrid>
    </Stack>
  );
}

interface NumberBoxProps {
  name: NumberField;
  label: string;
  description: string;
  min: number;
  max?: number;
  decimalScale?: number;
  allowDecimal?: boolean;
  allowNegative?: boolean;
}

/** An optional number: blank is sent as null. */
function NumberBox({ name, ...props }: NumberBoxProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputMode={props.allowDecimal === false ? 'numeric' : 'decimal'}
          error={errors[name]?.message}
        />
      )}
    />
  );
}
