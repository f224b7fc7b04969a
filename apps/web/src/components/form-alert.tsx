import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's overall outcome: red for a failure (announced at once), green for a success. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      variant="light"
      role={error ? 'alert' : 'status'}
      icon={error ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
    >
      {children}
    </Alert>
  );
}
