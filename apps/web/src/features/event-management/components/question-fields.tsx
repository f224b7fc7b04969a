import { Alert, Button, Checkbox, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { questionTypes, type QuestionType } from '@portal/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import type { EventFormValues } from './event-form-values';
import { firstErrorMessage } from './first-error';
import { movedIndex, OrderedRow, type MoveDirection, type MovedRow } from './ordered-row';
import { QuestionOptionFields } from './question-option-fields';
import { questionMessages as m } from './ticketing-messages';
import { choiceTypes, newQuestion } from './ticketing-form-values';

const typeLabels = {
  text: m.typeText,
  textarea: m.typeTextarea,
  select: m.typeSelect,
  multi: m.typeMulti,
  number: m.typeNumber,
  checkbox: m.typeCheckbox,
  date: m.typeDate,
} as const satisfies Record<QuestionType, unknown>;

/** The questions asked at registration: added, edited, moved and removed (issue 25 §5). */
export function QuestionFields() {
  const t = useT();
  const {
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const [moved, setMoved] = useState<MovedRow>();

  const onMove = (index: number, direction: MoveDirection) => {
    const target = movedIndex(index, direction, fields.length);
    if (target === null) return;
    move(index, target);
    setMoved({ id: fields[index]!._id, direction });
  };
  const listError =
    errors.questions &&
    'message' in errors.questions &&
    typeof errors.questions.message === 'string'
      ? errors.questions.message
      : firstErrorMessage(errors.questions?.root);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(m.intro)}
      </Text>
      {listError && (
        <Alert color="red" variant="light" role="alert">
          {listError}
        </Alert>
      )}
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(m.none)}
        </Text>
      )}
      {fields.map((field, index) => (
        <OrderedRow
          key={field.id}
          legend={t(m.question, { number: index + 1 })}
          labels={{
            moveUp: t(m.moveUp, { number: index + 1 }),
            moveDown: t(m.moveDown, { number: index + 1 }),
            remove: t(m.remove, { number: index + 1 }),
          }}
          isFirst={index === 0}
          isLast={index === fields.length - 1}
          onMove={(direction) => onMove(index, direction)}
          onRemove={() => remove(index)}
          focusMove={moved?.id === field._id ? moved : undefined}
        >
          <QuestionRow index={index} />
        </OrderedRow>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append(newQuestion())}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(m.add)}
      </Button>
    </Stack>
  );
}

function QuestionRow({ index }: { index: number }) {
  const t = useT();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const [type, ticketTypes] = useWatch<
    EventFormValues,
    [`questions.${number}.type`, 'ticketTypes']
  >({ control, name: [`questions.${index}.type`, 'ticketTypes'] });
  const rowErrors = errors.questions?.[index];
  const typeField = register(`questions.${index}.type`, {
    // A choice question starts with one empty choice to fill in.
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value as QuestionType;
      if (choiceTypes.includes(next) && getValues(`questions.${index}.options`).length === 0)
        setValue(`questions.${index}.options`, [{ value: '', label: '' }]);
    },
  });

  return (
    <>
      <TextInput
        label={t(m.label)}
        withAsterisk
        error={rowErrors?.label?.message}
        {...register(`questions.${index}.label`)}
      />
      <NativeSelect
        label={t(m.type)}
        data={questionTypes.map((value) => ({ value, label: t(typeLabels[value]) }))}
        error={rowErrors?.type?.message}
        {...typeField}
      />
      <Checkbox label={t(m.required)} {...register(`questions.${index}.required`)} />
      {choiceTypes.includes(type) && <QuestionOptionFields questionIndex={index} />}
      {ticketTypes.length > 0 && (
        <Controller
          control={control}
          name={`questions.${index}.ticketTypeIds`}
          render={({ field }) => (
            <Checkbox.Group
              label={t(m.askOnlyFor)}
              description={t(m.askEveryone)}
              value={field.value}
              onChange={field.onChange}
              error={firstErrorMessage(rowErrors?.ticketTypeIds)}
            >
              <Stack gap={6} mt={6}>
                {ticketTypes.map((ticketType, typeIndex) => (
                  <Checkbox
                    key={ticketType._id}
                    value={ticketType._id}
                    label={ticketType.name.trim() || t(m.unnamedTicket, { number: typeIndex + 1 })}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
      )}
    </>
  );
}
