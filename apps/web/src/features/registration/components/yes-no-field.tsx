import { Group, Radio } from '@mantine/core';
import type { RegistrationInput } from '@portal/contract';
import { Controller, type Control } from 'react-hook-form';

interface YesNoFieldProps {
  control: Control<RegistrationInput>;
  name: 'hasGuest' | 'eventUpdates';
  label: string;
}

/** A labelled yes/no radio group (spec §3 sends the answers as 'yes' and 'no'). */
export function YesNoField({ control, name, label }: YesNoFieldProps) {
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
            <Radio value="yes" label="Yes" onBlur={field.onBlur} />
            <Radio value="no" label="No" onBlur={field.onBlur} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
