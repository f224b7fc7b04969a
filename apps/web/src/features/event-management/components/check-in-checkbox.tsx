import { Checkbox } from '@mantine/core';
import type { Registration } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { registrationsMessages } from './dashboard-messages';

interface CheckInCheckboxProps {
  registration: Registration;
  pending: boolean;
  onChange: (checkedIn: boolean) => void;
}

/** "Present": only a confirmed (or already checked-in) registration can be checked in. */
export function CheckInCheckbox({ registration, pending, onChange }: CheckInCheckboxProps) {
  const t = useT();
  if (registration.status !== 'confirmed' && registration.status !== 'checked_in') return null;
  return (
    <Checkbox
      aria-label={t(registrationsMessages.presentFor, { name: registration.name })}
      checked={registration.status === 'checked_in'}
      disabled={pending}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
