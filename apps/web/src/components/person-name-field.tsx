import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

interface PersonNameFieldProps extends TextInputProps {
  ref?: Ref<HTMLInputElement>;
  /** `name`, `given-name` or `family-name` for the person's own; `off` for someone else's. */
  autoComplete?: string;
}

/**
 * A person's name as they write it, in any script (DESIGN §5.21): no pattern, length limit or
 * keyboard mode that would refuse or mangle "राहुल शर्मा"; no spell check or autocorrect, which
 * "correct" names; the text's own direction for right-to-left scripts. The contract checks it.
 */
export function PersonNameField({ ref, autoComplete = 'name', ...props }: PersonNameFieldProps) {
  return (
    <TextInput
      ref={ref}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCorrect="off"
      autoCapitalize="words"
      // dir="auto" for the input itself (Mantine puts `dir` on the wrapper): an Arabic or Hebrew
      // name reads right to left, a Latin one left to right, whatever the page's direction.
      styles={{ input: { unicodeBidi: 'plaintext' } }}
      {...props}
    />
  );
}
