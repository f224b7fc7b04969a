import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Team } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useSaveTeam } from '../api/save-team';
import { adminMessages, teamFormMessages as m } from './messages';
import {
  teamFormFields,
  teamFormSchema,
  teamFormValues,
  type TeamFormParsed,
  type TeamFormValues,
} from './team-form-schema';

interface TeamFormProps {
  eventId: string;
  /** The team to edit; without it the form adds one. */
  team?: Team | undefined;
  onDone: () => void;
}

/** Add or edit a team, checked with the contract's rules; the server's field messages land on the boxes. */
export function TeamForm({ eventId, team, onDone }: TeamFormProps) {
  const t = useT();
  const save = useSaveTeam();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TeamFormValues, unknown, TeamFormParsed>({
    resolver: zodResolver(teamFormSchema),
    defaultValues: teamFormValues(team),
  });

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { eventId, teamId: team?._id, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t(team ? m.updated : m.added, { name: input.name }),
          });
          onDone();
        },
        onError: (error) => applyFieldErrors(error, setError, teamFormFields),
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t(team ? m.editTeam : m.addTeam)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t(m.name)}
            withAsterisk
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={t(m.shortName)}
            description={t(m.shortNameHint)}
            withAsterisk
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={6}
            error={errors.shortName?.message}
            {...register('shortName')}
          />
          <TextInput
            label={t(m.captain)}
            error={errors.captain?.message}
            {...register('captain')}
          />
          <TextInput
            label={t(m.logo)}
            description={t(m.logoHint)}
            inputMode="url"
            error={errors.logo?.message}
            {...register('logo')}
          />
        </SimpleGrid>
        <Textarea
          label={t(m.players)}
          description={t(m.playersHint)}
          autosize
          minRows={4}
          maxRows={14}
          error={errors.players?.message}
          {...register('players')}
        />
        {save.isError && !isExplainedByFields(save.error, teamFormFields) && (
          <FormAlert kind="error">
            {describeFailure(save.error, { fallback: t(m.saveFailed) })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t(adminMessages.cancel)}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t(team ? m.saveTeam : m.addTeam)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
