import { Group, Radio } from '@mantine/core';
import type { RegistrationInput } from '@portal/contract';
import { Controller, type Control } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { registrationFormMessages as m } from './messages';

interface YesNoFieldProps {
  control: Control<RegistrationInput>;
  name: 'hasGuest' | 'eventUpdates';
  label: string;
}

/** A labelled yes/no radio group (spec §3 sends the answers as 'yes' and 'no'). */
export function YesNoField({ control, name, label }: YesNoFieldProps) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radio.Group
          label={label}
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
        >
          <Group gap="lg" mt={6}>
            <Radio value="yes" label={t(m.yes)} onBlur={field.onBlur} />
            <Radio value="no" label={t(m.no)} onBlur={field.onBlur} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
