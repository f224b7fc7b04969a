import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Mantine's PasswordInput, marked aria-invalid while it shows an error as the other inputs are
 * (PasswordInput links the message through aria-describedby but leaves aria-invalid off).
 */
export function PasswordField({
  ref,
  ...props
}: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput ref={ref} aria-invalid={Boolean(props.error)} {...props} />;
}
