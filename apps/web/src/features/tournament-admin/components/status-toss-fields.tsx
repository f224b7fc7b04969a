import { Input, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { matchStatuses } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { statusLabels } from './match-labels';
import type { ScoreFormValues } from './score-form-values';
import { scoreMessages as m } from './score-messages';
import type { Side } from './score-sides';

/** Scheduled, live, completed or abandoned: big segments a thumb can hit. */
export function StatusField() {
  const t = useT();
  const { control } = useFormContext<ScoreFormValues>();
  const statusOptions = matchStatuses.map((status) => ({
    value: status,
    label: t(statusLabels[status]),
  }));
  // Four labels do not fit side by side on a phone; stacked, each is a full-width target.
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <Controller
      control={control}
      name="status"
      render={({ field, fieldState }) => (
        <Stack gap={6}>
          <Text component="span" id="score-status-label" fw={500} size="sm">
            {t(m.status)}
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
  const t = useT();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ScoreFormValues>();
  const winner = useWatch({ control, name: 'toss.winner' });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NativeSelect
        label={t(m.tossWonBy)}
        size="md"
        data={[
          { value: '', label: t(m.notRecorded) },
          ...sides.map((side) => ({ value: side.shortName, label: side.name })),
        ]}
        error={errors.toss?.winner?.message}
        {...register('toss.winner')}
      />
      <NativeSelect
        label={t(m.choseTo)}
        size="md"
        disabled={!winner}
        data={[
          { value: 'bat', label: t(m.bat) },
          { value: 'bowl', label: t(m.bowl) },
        ]}
        error={errors.toss?.decision?.message}
        {...register('toss.decision')}
      />
    </SimpleGrid>
  );
}
