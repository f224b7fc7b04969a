import { Input, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { matchStatuses } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { statusLabels } from './match-labels';
import type { ScoreFormValues } from './score-form-values';
import type { Side } from './score-sides';

const statusOptions = matchStatuses.map((status) => ({
  value: status,
  label: statusLabels[status],
}));

/** Scheduled, live, completed or abandoned: big segments a thumb can hit. */
export function StatusField() {
  const { control } = useFormContext<ScoreFormValues>();
  // Four labels do not fit side by side on a phone; stacked, each is a full-width target.
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <Controller
      control={control}
      name="status"
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <Text component="span" id="score-status-label" fw={500} size="sm">
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="score-status-label"
            aria-describedby={fieldState.error ? 'score-status-error' : undefined}
            data={statusOptions}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            name={field.name}
            size="md"
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
            styles={{ label: { paddingBlock: 10 } }}
          />
          {fieldState.error && (
            <Input.Error id="score-status-error">{fieldState.error.message}</Input.Error>
          )}
        </Stack>
      )}
    />
  );
}

/** Who won the toss and what they chose; optional. */
export function TossFields({ sides }: { sides: readonly [Side, Side] }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const winner = useWatch({ control, name: 'toss.winner' });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NativeSelect
        label="Toss won by"
        size="md"
        data={[
          { value: '', label: 'Not recorded' },
          ...sides.map((side) => ({ value: side.shortName, label: side.name })),
        ]}
        error={errors.toss?.winner?.message}
        {...register('toss.winner')}
      />
      <NativeSelect
        label="Chose to"
        size="md"
        disabled={!winner}
        data={[
          { value: 'bat', label: 'Bat' },
          { value: 'bowl', label: 'Bowl' },
        ]}
        error={errors.toss?.decision?.message}
        {...register('toss.decision')}
      />
    </SimpleGrid>
  );
}
