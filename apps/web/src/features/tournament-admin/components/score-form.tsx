import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Match, ScoreParsed } from '@portal/contract';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/form-errors';
import { useSaveScore } from '../api/save-score';
import { InningsFields } from './innings-fields';
import classes from './score-form.module.css';
import {
  emptyInnings,
  scoreResolver,
  toScoreFormValues,
  type ScoreFormValues,
} from './score-form-values';
import { PlayerField, ScoreTextField } from './score-inputs';
import { scoreMessages } from './score-messages';
import { applyScoreFieldErrors } from './score-server-errors';
import { opponentOf, type Side } from './score-sides';
import { StatusField, TossFields } from './status-toss-fields';

function saveFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return scoreMessages.forbidden;
  if (error instanceof ApiError && error.status === 404) return scoreMessages.notFound;
  return describeFailure(error, { fallback: 'Could not save the score.' });
}

interface ScoreFormProps {
  match: Match;
  sides: readonly [Side, Side];
}

/** The scorer's form: status, toss, up to two innings with their cards, man of the match. */
export function ScoreForm({ match, sides }: ScoreFormProps) {
  const save = useSaveScore();
  const form = useForm<ScoreFormValues, unknown, ScoreParsed>({
    resolver: scoreResolver,
    defaultValues: toScoreFormValues(match),
  });
  const { control, handleSubmit, reset, setError, getValues } = form;
  const innings = useFieldArray({ control, name: 'innings' });
  const status = useWatch({ control, name: 'status' });

  /** Who bats next: the other side after the first innings, else from the toss when known. */
  const nextBattingTeam = () => {
    const first = getValues('innings.0.battingTeam');
    if (innings.fields.length > 0) return opponentOf(sides, first)?.shortName ?? '';
    const toss = getValues('toss');
    if (!toss.winner) return '';
    return toss.decision === 'bat'
      ? toss.winner
      : (opponentOf(sides, toss.winner)?.shortName ?? '');
  };

  const onSubmit = handleSubmit((input) =>
    save.mutate(
      { matchId: match._id, input },
      {
        onSuccess: (saved) => {
          reset(toScoreFormValues(saved));
          notifications.show({ color: 'green', message: saved.result ?? 'Score saved' });
        },
        onError: (error) => applyScoreFieldErrors(error, setError, getValues()),
      },
    ),
  );

  const allPlayers = [...sides[0].players, ...sides[1].players];

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Score">
        <Stack gap="lg">
          <StatusField />
          <Fieldset legend="Toss" variant="unstyled">
            <TossFields sides={sides} />
          </Fieldset>
          {innings.fields.map((field, index) => (
            <InningsFields
              key={field.id}
              index={index}
              sides={sides}
              onRemove={() => innings.remove(index)}
            />
          ))}
          {innings.fields.length < 2 && (
            <Button
              variant="light"
              size="md"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => innings.append(emptyInnings(nextBattingTeam()))}
            >
              Add innings
            </Button>
          )}
          <PlayerField name="manOfTheMatch" label="Man of the match" players={allPlayers} />
          {status === 'abandoned' ? (
            <ScoreTextField
              name="result"
              label="Result"
              placeholder="Match abandoned — no result"
              description="Optional; left blank, it reads “Match abandoned — no result”"
            />
          ) : (
            <Text size="sm" c="dimmed">
              The result is worked out from the totals.
            </Text>
          )}
          {save.isError && <FormAlert kind="error">{saveFailure(save.error)}</FormAlert>}
          <div className={classes.saveBar}>
            <Group justify="flex-end">
              <Button
                type="submit"
                size="lg"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={20} aria-hidden />}
                w={{ base: '100%', sm: 'auto' }}
              >
                Save score
              </Button>
            </Group>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
