import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Team } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import { useSaveTeam } from '../api/save-team';
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
            message: team ? `${input.name} updated.` : `${input.name} added.`,
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
      aria-label={team ? 'Edit team' : 'Add team'}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Team name"
            withAsterisk
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Short name"
            description="2 to 6 letters or digits, e.g. ACE"
            withAsterisk
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={6}
            error={errors.shortName?.message}
            {...register('shortName')}
          />
          <TextInput label="Captain" error={errors.captain?.message} {...register('captain')} />
          <TextInput
            label="Logo URL"
            description="Optional: https://… or a path on this site"
            inputMode="url"
            error={errors.logo?.message}
            {...register('logo')}
          />
        </SimpleGrid>
        <Textarea
          label="Players"
          description="One per line, up to 30"
          autosize
          minRows={4}
          maxRows={14}
          error={errors.players?.message}
          {...register('players')}
        />
        {save.isError && !isExplainedByFields(save.error, teamFormFields) && (
          <FormAlert kind="error">
            {describeFailure(save.error, { fallback: 'Could not save the team.' })}
          </FormAlert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {team ? 'Save team' : 'Add team'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
