import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PersonNameField } from '../../../components/person-name-field';
import { emptyOrganiser, type EventFormValues } from './event-form-values';
import { ListRow } from './list-row';

/** The people organising the event, added and removed row by row. */
export function OrganiserFields() {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'organisers' });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No organisers yet.
        </Text>
      )}
      {fields.map((field, index) => (
        <OrganiserRow key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ ...emptyOrganiser })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add organiser
      </Button>
    </Stack>
  );
}

function OrganiserRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const rowErrors = errors.organisers?.[index];
  return (
    <ListRow legend={`Organiser ${index + 1}`} onRemove={onRemove}>
      <PersonNameField
        label="Name"
        autoComplete="off"
        withAsterisk
        error={rowErrors?.name?.message}
        {...register(`organisers.${index}.name`)}
      />
      <TextInput
        label="Batch"
        description="E.g. class of 2012"
        error={rowErrors?.batch?.message}
        {...register(`organisers.${index}.batch`)}
      />
      <TextInput
        label="Image URL"
        inputMode="url"
        error={rowErrors?.imageUrl?.message}
        {...register(`organisers.${index}.imageUrl`)}
      />
    </ListRow>
  );
}
