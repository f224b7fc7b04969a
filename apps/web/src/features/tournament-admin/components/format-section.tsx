import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  defaultFormat,
  tournamentFormatSchema,
  type TournamentFormat,
  cricketLimits,
} from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { useSaveFormat } from '../api/save-format';
import { formatMessages as m } from './messages';
import { SettingForm } from './setting-form';

type FormatValues = Required<TournamentFormat>;

const numbers = [
  { name: 'overs', label: m.overs, ...cricketLimits.oversPerInnings },
  { name: 'ballsPerOver', label: m.ballsPerOver, ...cricketLimits.ballsPerOver },
  { name: 'playersPerSide', label: m.playersPerSide, ...cricketLimits.playersPerSide },
  {
    name: 'oversPerBowler',
    label: m.oversPerBowler,
    min: 1,
    max: cricketLimits.oversPerInnings.max,
  },
] as const satisfies readonly {
  name: keyof FormatValues;
  label: unknown;
  min: number;
  max: number;
}[];

/** The saved format with the T20 laws' defaults for what was never set. */
export function formatValues(format: TournamentFormat | null | undefined): FormatValues {
  const overs = format?.overs ?? 20;
  const laws = defaultFormat(overs, format?.playersPerSide ?? 11);
  return {
    overs,
    ballsPerOver: format?.ballsPerOver ?? laws.ballsPerOver,
    playersPerSide: laws.playersPerSide,
    oversPerBowler: format?.oversPerBowler ?? laws.oversPerBowler,
    freeHits: format?.freeHits ?? laws.freeHits,
  };
}

/**
 * The format new matches and line-ups take (issue 24): a gully tournament of 6-a-side, 5 overs
 * of 6 balls, or a club T20. Matches already scored keep the format they were scored in.
 */
export function FormatSection({
  eventId,
  format,
}: {
  eventId: string;
  format: TournamentFormat | null | undefined;
}) {
  const t = useT();
  const save = useSaveFormat();
  const { control, handleSubmit, formState } = useForm<FormatValues>({
    resolver: zodResolver(tournamentFormatSchema.required()),
    values: formatValues(format),
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { eventId, format: values },
      { onSuccess: () => notifications.show({ color: 'green', message: t(m.saved) }) },
    ),
  );
  return (
    <SettingForm
      id="format"
      title={t(m.title)}
      description={t(m.description)}
      saveLabel={t(m.save)}
      onSubmit={(event) => void onSubmit(event)}
      saving={save.isPending}
      error={save.error}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {numbers.map(({ name, label, min, max }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field }) => (
              <NumberInput
                label={t(label)}
                min={min}
                max={max}
                clampBehavior="none"
                allowDecimal={false}
                inputMode="numeric"
                value={field.value}
                onChange={(value) => field.onChange(value === '' ? Number.NaN : Number(value))}
                onBlur={field.onBlur}
                error={formState.errors[name]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Controller
        name="freeHits"
        control={control}
        render={({ field }) => (
          <Switch
            mt="md"
            label={t(m.freeHits)}
            description={t(m.freeHitsHelp)}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
    </SettingForm>
  );
}
