import { cricketLimits } from '@portal/contract';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MatchParsed, Team } from '@portal/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useCreateMatch } from '../api/create-match';
import {
  emptyFixture,
  fixtureFormFields,
  fixtureResolver,
  type FixtureFormValues,
} from './fixture-form-values';
import { stageLabels } from './match-labels';
import { zoneCity } from '@portal/contract/time-zones';
import { timeZoneLabel } from '../../../components/time-zone-options';
import { adminMessages, fixturesMessages as m } from './messages';

interface FixtureFormProps {
  eventId: string;
  /** The event's zone: the match's time is typed as the wall clock there. */
  timeZone: string;
  teams: readonly Team[];
  onDone: () => void;
}

/** One fixture: who plays whom, when (the event's wall clock), where, and how many overs. */
export function FixtureForm({ eventId, timeZone, teams, onDone }: FixtureFormProps) {
  const t = useT();
  const create = useCreateMatch();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FixtureFormValues, unknown, MatchParsed>({
    resolver: fixtureResolver,
    defaultValues: emptyFixture(),
  });

  const teamOptions = [
    { value: '', label: t(adminMessages.chooseTeam), disabled: true },
    ...teams.map((team) => ({ value: team.shortName, label: `${team.name} (${team.shortName})` })),
  ];

  const onSubmit = handleSubmit((input) =>
    create.mutate(
      { eventId, input },
      {
        onSuccess: ({ message }) => {
          notifications.show({ color: 'green', message });
          onDone();
        },
        onError: (error) => applyFieldErrors(error, setError, fixtureFormFields),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(m.add)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect
            label={t(m.team1)}
            withAsterisk
            data={teamOptions}
            error={errors.team1ShortName?.message}
            {...register('team1ShortName')}
          />
          <NativeSelect
            label={t(m.team2)}
            withAsterisk
            data={teamOptions}
            error={errors.team2ShortName?.message}
            {...register('team2ShortName')}
          />
          <TextInput
            type="datetime-local"
            label={t(m.starts)}
            description={t(m.inEventZone, {
              city: zoneCity(timeZone),
              zone: timeZoneLabel(timeZone),
            })}
            withAsterisk
            error={errors.date?.message}
            {...register('date')}
          />
          <TextInput label={t(m.venue)} error={errors.venue?.message} {...register('venue')} />
          <NativeSelect
            label={t(m.stage)}
            data={[
              { value: 'league', label: t(stageLabels.league) },
              { value: 'playoff', label: t(stageLabels.playoff) },
            ]}
            error={errors.stage?.message}
            {...register('stage')}
          />
          <Controller
            control={control}
            name="overs"
            render={({ field: { onChange, value, ref, onBlur, name } }) => (
              <NumberInput
                label={t(m.oversASide)}
                inputMode="numeric"
                allowDecimal={false}
                allowNegative={false}
                min={1}
                max={cricketLimits.oversPerInnings.max}
                name={name}
                ref={ref}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                error={errors.overs?.message}
              />
            )}
          />
        </SimpleGrid>
        {create.isError && !isExplainedByFields(create.error, fixtureFormFields) && (
          <FormAlert kind="error">
            {describeFailure(create.error, { fallback: t(m.addFailed) })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t(adminMessages.cancel)}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t(m.add)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
