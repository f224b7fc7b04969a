import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/** What a person pasted or typed, as the six digits of a code: "123 456" and "123-456" → "123456". */
export const codeDigits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

interface OneTimeCodeFieldProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code ("abcde-fghij") instead of the app's six digits. */
  recovery?: boolean;
}

/**
 * The code of two-step sign-in: six digits with the phone's number pad and the system's
 * one-time-code autofill, accepting a pasted "123 456"; or, for a recovery code, plain text.
 */
export const OneTimeCodeField = forwardRef<HTMLInputElement, OneTimeCodeFieldProps>(
  function OneTimeCodeField({ value, onChange, recovery = false, ...props }, ref) {
    const change = (text: string) => onChange(recovery ? text : codeDigits(text));
    if (recovery)
      return (
        <TextInput
          ref={ref}
          {...props}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
        />
      );
    return (
      <TextInput
        ref={ref}
        {...props}
        value={value}
        onChange={(event) => change(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // Room for a pasted "123 456" before its space is taken out.
        maxLength={12}
        styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      />
    );
  },
);
