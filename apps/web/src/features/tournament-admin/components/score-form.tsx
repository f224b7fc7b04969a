import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { tournamentMessages, type Match, type ScoreParsed } from '@portal/contract';
import { FormAlert } from '../../../components/form-alert';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/form-errors';
import { matchResultText } from '../../../lib/match-result';
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

function saveFailure(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 403) return t(scoreMessages.forbidden);
  if (error instanceof ApiError && error.status === 404)
    return t.text(tournamentMessages.matchNotFound);
  return describeFailure(error, { fallback: t(scoreMessages.saveFailed) });
}

interface ScoreFormProps {
  match: Match;
  sides: readonly [Side, Side];
}

/** The scorer's form: status, toss, up to two innings with their cards, man of the match. */
export function ScoreForm({ match, sides }: ScoreFormProps) {
  const t = useT();
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
          notifications.show({
            color: 'green',
            message: matchResultText(saved) ?? t(scoreMessages.saved),
          });
        },
        onError: (error) => applyScoreFieldErrors(error, setError, getValues()),
      },
    ),
  );

  const allPlayers = [...sides[0].players, ...sides[1].players];

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t(scoreMessages.form)}
      >
        <Stack gap="lg">
          <StatusField />
          <Fieldset legend={t(scoreMessages.toss)} variant="unstyled">
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
              {t(scoreMessages.addInnings)}
            </Button>
          )}
          <PlayerField
            name="manOfTheMatch"
            label={t(scoreMessages.manOfTheMatch)}
            players={allPlayers}
          />
          {status === 'abandoned' ? (
            <ScoreTextField
              name="result"
              label={t(scoreMessages.result)}
              placeholder={t(scoreMessages.resultPlaceholder)}
              description={t(scoreMessages.resultHint)}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t(scoreMessages.resultFromTotals)}
            </Text>
          )}
          {save.isError && <FormAlert kind="error">{saveFailure(save.error, t)}</FormAlert>}
          <div className={classes.saveBar}>
            <Group justify="flex-end">
              <Button
                type="submit"
                size="lg"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={20} aria-hidden />}
                w={{ base: '100%', sm: 'auto' }}
              >
                {t(scoreMessages.save)}
              </Button>
            </Group>
          </div>
        </Stack>
      </form>
    </FormProvider>
  );
}
