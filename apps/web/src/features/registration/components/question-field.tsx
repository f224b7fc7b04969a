import { Checkbox, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import type { AnswerValue, Question } from '@portal/contract';
import type { Ref } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { ticketPickerMessages as m } from './ticket-messages';

interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** The form's handle, so a refused answer's field takes the focus. */
  inputRef?: Ref<HTMLElement>;
}

const asText = (value: AnswerValue | undefined) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * One organiser's question as the field of its type (issue 25): free of any form library, so the
 * registration form and anything else that asks the same questions share it.
 */
export function QuestionField({
  question,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: QuestionFieldProps) {
  const t = useT();
  const common = {
    label: question.label,
    withAsterisk: question.required,
    error,
    onBlur,
    ref: inputRef as Ref<never>,
  };
  switch (question.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'number':
      // Text with a decimal keypad: the contract reads "12" as 12 and says when it is not a number.
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[
            { value: '', label: t(m.choose) },
            ...(question.options ?? []).map(({ value, label }) => ({ value, label })),
          ]}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'multi':
      return (
        <Checkbox.Group
          label={question.label}
          withAsterisk={question.required}
          error={error}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        >
          <Stack gap={8} mt={6}>
            {(question.options ?? []).map((option, index) => (
              <Checkbox
                ref={index === 0 ? (inputRef as Ref<HTMLInputElement>) : undefined}
                key={option.value}
                value={option.value}
                label={option.label}
                onBlur={onBlur}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'checkbox':
      return (
        <Checkbox
          label={
            <>
              {question.label}
              {question.required && (
                <span aria-hidden style={{ color: 'var(--mantine-color-error)' }}>
                  {' *'}
                </span>
              )}
            </>
          }
          aria-required={question.required || undefined}
          error={error}
          ref={inputRef as Ref<HTMLInputElement>}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
        />
      );
  }
}
