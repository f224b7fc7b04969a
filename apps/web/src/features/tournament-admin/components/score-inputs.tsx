import { Autocomplete, NumberInput, TextInput } from '@mantine/core';
import { Controller, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import type { ScoreFormValues } from './score-form-values';
import { scoreMessages } from './score-messages';

type CountPath = FieldPathByValue<ScoreFormValues, number | string>;
type TextPath = FieldPathByValue<ScoreFormValues, string>;

interface CountFieldProps {
  name: CountPath;
  label: string;
  max: number;
  description?: string;
}

/** A whole number for a phone's number pad: no steppers, no decimals, no minus sign. */
export function CountField({ name, label, max, description }: CountFieldProps) {
  const { control } = useFormContext<ScoreFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          size="md"
          inputMode="numeric"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          min={0}
          max={max}
          name={field.name}
          ref={field.ref}
          value={
            typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''
          }
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface ScoreTextFieldProps {
  name: TextPath;
  label: string;
  description?: string;
  placeholder?: string;
  inputMode?: 'text' | 'decimal';
}

export function ScoreTextField({ name, inputMode = 'text', ...props }: ScoreTextFieldProps) {
  const { register, getFieldState, formState } = useFormContext<ScoreFormValues>();
  return (
    <TextInput
      {...props}
      size="md"
      inputMode={inputMode}
      autoComplete="off"
      error={getFieldState(name, formState).error?.message}
      {...register(name)}
    />
  );
}

/** Overs as cricket writes them, e.g. 19.4 (19 overs and 4 balls). */
export function OversField({ name }: { name: TextPath }) {
  const t = useT();
  return (
    <ScoreTextField
      name={name}
      label={t(scoreMessages.overs)}
      description={t(scoreMessages.oversHint)}
      inputMode="decimal"
    />
  );
}

interface PlayerFieldProps {
  name: TextPath;
  label: string;
  players: readonly string[];
}

/** A player from the team's list, or any name typed in (late changes to the side happen). */
export function PlayerField({ name, label, players }: PlayerFieldProps) {
  const { control } = useFormContext<ScoreFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          label={label}
          size="md"
          autoComplete="off"
          data={[...new Set(players)]}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
