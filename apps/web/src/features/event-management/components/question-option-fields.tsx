import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import type { EventFormValues } from './event-form-values';
import { questionMessages as m } from './ticketing-messages';

/** A choice question's options: what attendees see, and the value stored and counted. */
export function QuestionOptionFields({ questionIndex }: { questionIndex: number }) {
  const t = useT();
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const name = `questions.${questionIndex}.options` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const optionErrors = errors.questions?.[questionIndex]?.options;
  // The list's own message (none given, two alike), not one of its boxes'.
  const listMessage =
    optionErrors && 'message' in optionErrors && typeof optionErrors.message === 'string'
      ? optionErrors.message
      : optionErrors?.root?.message;

  return (
    <Fieldset legend={t(m.options)} variant="filled" p="sm" radius="md">
      <Stack gap="xs">
        {fields.map((field, index) => {
          const labelField = register(`${name}.${index}.label`, {
            // Most organisers never need a stored value of their own: it follows the first wording.
            onBlur: () => {
              const option = getValues(`${name}.${index}`);
              if (option.value.trim() === '' && option.label.trim() !== '')
                setValue(`${name}.${index}.value`, option.label.trim());
            },
          });
          return (
            <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
              {/* Side by side from a small tablet up; one above the other on a phone. */}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} flex={1}>
                <TextInput
                  label={t(m.optionLabel)}
                  aria-label={`${t(m.option, { number: index + 1 })}: ${t(m.optionLabel)}`}
                  error={optionErrors?.[index]?.label?.message}
                  {...labelField}
                />
                <TextInput
                  label={t(m.optionValue)}
                  aria-label={`${t(m.option, { number: index + 1 })}: ${t(m.optionValue)}`}
                  description={index === 0 ? t(m.optionValueHint) : undefined}
                  error={optionErrors?.[index]?.value?.message}
                  {...register(`${name}.${index}.value`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={24}
                aria-label={t(m.removeOption, { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listMessage && (
          <Text size="sm" c="red" role="alert">
            {listMessage}
          </Text>
        )}
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append({ value: '', label: '' })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(m.addOption)}
        </Button>
      </Stack>
    </Fieldset>
  );
}
