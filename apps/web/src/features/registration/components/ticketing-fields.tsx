import { Fieldset, Stack } from '@mantine/core';
import type { AnswerValue, RegistrationInput } from '@portal/contract';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { QuestionField } from './question-field';
import { shownTicketTypes } from './ticket-availability';
import { ticketPickerMessages as m } from './ticket-messages';
import { TicketPicker } from './ticket-picker';
import { askedQuestions, blankAnswer, type Ticketing } from './ticketing-values';

interface TicketingFieldsProps {
  event: Ticketing;
  control: Control<RegistrationInput>;
  errors: FieldErrors<RegistrationInput>;
  legendStyles: object;
}

type AnswerErrors = Record<string, { message?: string } | undefined>;

/** Issue 25 §2: the ticket picker, when the event sells tickets (none: nothing here). */
export function TicketChoice({
  event,
  control,
  errors,
}: Pick<TicketingFieldsProps, 'event' | 'control' | 'errors'>) {
  const types = shownTicketTypes(event.ticketTypes);
  if (types.length === 0) return null;
  return <TicketPicker control={control} types={types} error={errors.ticketTypeId?.message} />;
}

/** The organiser's questions asked of the chosen ticket (or of everyone, without tickets). */
export function TicketQuestions({ event, control, errors, legendStyles }: TicketingFieldsProps) {
  const t = useT();
  const ticketTypeId = useWatch({ control, name: 'ticketTypeId' });
  const questions = askedQuestions(event, ticketTypeId);
  const answerErrors = (errors.answers ?? {}) as AnswerErrors;
  if (questions.length === 0) return null;
  return (
    <Fieldset legend={t(m.questions)} variant="unstyled" styles={legendStyles}>
      <Stack gap="md">
        {questions.map((question) => (
          <Controller
            // A new ticket may ask other questions: each field is its question's own.
            key={question._id}
            control={control}
            name={`answers.${question._id}`}
            defaultValue={blankAnswer(question)}
            render={({ field }) => (
              <QuestionField
                question={question}
                value={field.value as AnswerValue | undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={answerErrors[question._id]?.message}
              />
            )}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
