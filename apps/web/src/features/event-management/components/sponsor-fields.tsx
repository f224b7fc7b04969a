import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { emptySponsor, type EventFormValues } from './event-form-values';
import { ListRow } from './list-row';

/** The event's sponsors, added and removed row by row. */
export function SponsorFields() {
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsors' });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No sponsors yet.
        </Text>
      )}
      {fields.map((field, index) => (
        <SponsorRow key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ ...emptySponsor })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add sponsor
      </Button>
    </Stack>
  );
}

function SponsorRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const rowErrors = errors.sponsors?.[index];
  return (
    <ListRow legend={`Sponsor ${index + 1}`} onRemove={onRemove}>
      <TextInput
        label="Name"
        withAsterisk
        error={rowErrors?.name?.message}
        {...register(`sponsors.${index}.name`)}
      />
      <TextInput
        label="Contact person"
        error={rowErrors?.person?.message}
        {...register(`sponsors.${index}.person`)}
      />
      <TextInput
        label="Website"
        placeholder="example.org"
        inputMode="url"
        error={rowErrors?.website?.message}
        {...register(`sponsors.${index}.website`)}
      />
      <TextInput
        label="Logo URL"
        inputMode="url"
        error={rowErrors?.logoUrl?.message}
        {...register(`sponsors.${index}.logoUrl`)}
      />
    </ListRow>
  );
}
