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
import { countryOfTyped } from './phone-text';
import { useFormCountry } from './use-form-country';

type TextPath<Values extends FieldValues> = FieldPathByValue<Values, string | undefined>;

interface ContactIdentifierFieldProps<Values extends FieldValues, Parsed> {
  control: Control<Values, unknown, Parsed>;
  /** A mobile number or an email (the contract's `contactIdentifierSchema`). */
  name: TextPath<Values>;
  /** The country a number without a country code is read in. */
  countryName: TextPath<Values>;
  label: string;
  required?: boolean;
  autoComplete?: string;
}

/** An email has an @; letters of any script are never part of a number. */
const looksLikeEmail = (text: string) => /[@\p{L}]/u.test(text);

/**
 * One box for a mobile number or an email. While it may be a number, a country picker sits
 * beside it for a number written without its country code; once it is an email the picker goes.
 */
export function ContactIdentifierField<Values extends FieldValues, Parsed>({
  control,
  name,
  countryName,
  label,
  required,
  autoComplete = 'off',
}: ContactIdentifierFieldProps<Values, Parsed>) {
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
  const email = looksLikeEmail(text);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    const follow = looksLikeEmail(next) ? undefined : countryOfTyped(next, country);
    if (follow) chooseCountry(follow);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required}
      description={
        example
          ? t(phoneFieldMessages.emailOrNumberLike, { example })
          : t(phoneFieldMessages.emailOrNumber)
      }
      error={error}
    >
      {/* The gaps Mantine gives a lone input go round the pair, so picker and box line up. */}
      <Group gap="xs" wrap="nowrap" align="flex-start" {...rowGaps(true, Boolean(error))}>
        {!email && (
          <CountryCodeSelect
            ref={pickerRef}
            value={country}
            onChange={chooseCountry}
            onBlur={blurCountry}
          />
        )}
        <Input
          ref={inputRef}
          name={inputName}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={text}
          onChange={onChange}
          onBlur={blurText}
          error={Boolean(error)}
          flex={1}
          miw={0}
          mt={0}
          mb={0}
        />
      </Group>
    </Input.Wrapper>
  );
}
