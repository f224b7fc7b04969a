import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { PHONE_DIGITS, toPhoneDigits } from './phone-digits';

interface PhoneDigitsInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (digits: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A phone box that keeps digits only, up to 10: spaces, dashes and a pasted "+91 " are stripped
 * as typed (no maxLength, which would cut a pasted number before it is cleaned).
 */
export function PhoneDigitsInput({ value, onChange, ...props }: PhoneDigitsInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      description={`Digits only, ${PHONE_DIGITS} of them, e.g. 9876543210`}
      {...props}
      value={value}
      onChange={(event) => onChange(toPhoneDigits(event.currentTarget.value))}
    />
  );
}
