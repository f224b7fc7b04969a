import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { DonationRequest } from '@portal/contract';
import { useController, type Control } from 'react-hook-form';

interface ChoiceFieldProps {
  control: Control<DonationRequest>;
  name: 'frequency' | 'currency';
  label: string;
  data: { value: string; label: string }[];
  /** Told after the choice changes (the currency's own amounts follow it). */
  onChosen?: (value: string) => void;
}

/** A short either-or choice (frequency, currency) as one row of segments. */
export function ChoiceField({ control, name, label, data, onChosen }: ChoiceFieldProps) {
  const { field } = useController({ control, name });
  const labelId = `donation-${name}-label`;
  return (
    <Stack gap={6}>
      <Text component="span" id={labelId} fw={500} size="sm">
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        name={field.name}
        data={data}
        value={field.value ?? data[0]?.value ?? ''}
        onChange={(value) => {
          field.onChange(value);
          onChosen?.(value);
        }}
        maw={420}
        fullWidth
      />
    </Stack>
  );
}
