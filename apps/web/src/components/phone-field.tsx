import { Group, Input } from '@mantine/core';
import { examplePhone } from '@portal/contract';
import { useId, type ChangeEvent } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useT } from '../i18n/i18n-provider';
import { CountryCodeSelect, rowGaps } from './country-code-select';
import { phoneFieldMessages } from './phone-field.messages';
import { countryOfTyped, tidyPhone, typedPhone } from './phone-text';
import { useFormCountry } from './use-form-country';

type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string | undefined>;

interface PhoneFieldProps<Values extends FieldValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  /** The number as typed; the contract's schema turns it into E.164. */
  name: TextPath<Values>;
  /** The ISO code of the country a number without a country code is read in. */
  countryName: TextPath<Values>;
  label: string;
  required?: boolean;
  /** `tel` for the person's own number, `off` for someone else's (a guest, a new member). */
  autoComplete?: string;
  /** Said before the example number ("They sign in with it."). */
  hint?: string;
  'data-autofocus'?: boolean;
}

/**
 * A phone number of any country (DESIGN §5.22): a country picker showing the dial code beside a
 * telephone box, with an example number for the chosen country under the label. A number typed
 * with another country's code ("+44 …") moves the picker to that country.
 */
export function PhoneField<Values extends FieldValues, Parsed>({
  control,
  name,
  countryName,
  label,
  required,
  autoComplete = 'tel',
  hint,
  'data-autofocus': autoFocus,
}: PhoneFieldProps<Values, Parsed>) {
  const id = useId();
  const t = useT();
  // Taken apart: the React Compiler's lint reads any object holding a ref as a ref.
  const {
    field: { ref: inputRef, name: inputName, value, onChange: setText, onBlur: blurText },
    fieldState: { error: textError },
  } = useController({ control, name });
  const {
    field: { ref: pickerRef, value: countryValue, onChange: setCountry, onBlur: blurCountry },
    fieldState: { error: countryError },
  } = useController({ control, name: countryName });
  const [country, chooseCountry] = useFormCountry(countryValue, setCountry);
  const text: string = typeof value === 'string' ? value : '';
  const error = textError?.message ?? countryError?.message;
  const example = examplePhone(country);
  const description = [hint, example && t(phoneFieldMessages.example, { example })]
    .filter(Boolean)
    .join(' ');
  const hasDescription = description !== '';

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const atEnd = input.selectionStart === input.value.length;
    const next = typedPhone(text, input.value, country, atEnd);
    setText(next);
    const follow = countryOfTyped(next, country);
    if (follow) chooseCountry(follow);
  };

  const onBlur = () => {
    const tidy = tidyPhone(text, country);
    if (tidy !== text) setText(tidy);
    blurText();
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required}
      description={hasDescription ? description : undefined}
      error={error}
    >
      {/* The gaps Mantine gives a lone input go round the pair, so picker and box line up. */}
      <Group gap="xs" wrap="nowrap" align="flex-start" {...rowGaps(hasDescription, Boolean(error))}>
        <CountryCodeSelect
          ref={pickerRef}
          value={country}
          onChange={chooseCountry}
          onBlur={blurCountry}
        />
        <Input
          ref={inputRef}
          name={inputName}
          type="tel"
          autoComplete={autoComplete}
          value={text}
          onChange={onChange}
          onBlur={onBlur}
          error={Boolean(error)}
          data-autofocus={autoFocus || undefined}
          flex={1}
          miw={0}
          mt={0}
          mb={0}
        />
      </Group>
    </Input.Wrapper>
  );
}
