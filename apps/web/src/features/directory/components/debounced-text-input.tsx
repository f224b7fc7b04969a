import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing pauses before a search or filter goes to the address bar and the server. */
export const typingDelay = 300;

interface DebouncedTextInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A text box that reports what was typed once typing pauses (and at once on Enter). */
export function DebouncedTextInput({ value, onChange, ...props }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  // What this box last reported: the value coming back from the address bar is not a change
  // from elsewhere, and must not overwrite what was typed since.
  const [reported, setReported] = useState(value);
  // Follows the address bar when it changes from elsewhere (a removed chip, going back).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== reported) setText(value);
  }
  const report = useDebouncedCallback((next: string) => {
    setReported(next.trim());
    onChange(next.trim());
  }, typingDelay);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          report.flush();
        }
      }}
    />
  );
}
