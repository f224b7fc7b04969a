import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { PersonNameField } from '../../../components/person-name-field';
import { useT } from '../../../i18n/i18n-provider';
import { eventPeopleMessages as m } from './event-form-messages';
import { emptyOrganiser, type EventFormValues } from './event-form-values';
import { ListRow } from './list-row';

/** The people organising the event, added and removed row by row. */
export function OrganiserFields() {
  const t = useT();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'organisers' });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(m.noOrganisers)}
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
        {t(m.addOrganiser)}
      </Button>
    </Stack>
  );
}

function OrganiserRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const rowErrors = errors.organisers?.[index];
  return (
    <ListRow
      legend={t(m.organiser, { number: index + 1 })}
      removeLabel={t(m.removeOrganiser, { number: index + 1 })}
      onRemove={onRemove}
    >
      <PersonNameField
        label={t(m.name)}
        autoComplete="off"
        withAsterisk
        error={rowErrors?.name?.message}
        {...register(`organisers.${index}.name`)}
      />
      <TextInput
        label={t(m.batch)}
        description={t(m.batchHint)}
        error={rowErrors?.batch?.message}
        {...register(`organisers.${index}.batch`)}
      />
      <TextInput
        label={t(m.imageUrl)}
        inputMode="url"
        error={rowErrors?.imageUrl?.message}
        {...register(`organisers.${index}.imageUrl`)}
      />
    </ListRow>
  );
}
