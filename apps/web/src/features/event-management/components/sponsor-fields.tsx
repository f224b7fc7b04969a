import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { eventPeopleMessages as m } from './event-form-messages';
import { emptySponsor, type EventFormValues } from './event-form-values';
import { ListRow } from './list-row';

// An address, the same in every language.
const websiteExample = 'example.org';

/** The event's sponsors, added and removed row by row. */
export function SponsorFields() {
  const t = useT();
  const { control } = useFormContext<EventFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'sponsors' });
  return (
    <Stack gap="sm">
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(m.noSponsors)}
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
        {t(m.addSponsor)}
      </Button>
    </Stack>
  );
}

function SponsorRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const rowErrors = errors.sponsors?.[index];
  return (
    <ListRow
      legend={t(m.sponsor, { number: index + 1 })}
      removeLabel={t(m.removeSponsor, { number: index + 1 })}
      onRemove={onRemove}
    >
      <TextInput
        label={t(m.name)}
        withAsterisk
        error={rowErrors?.name?.message}
        {...register(`sponsors.${index}.name`)}
      />
      <TextInput
        label={t(m.contactPerson)}
        error={rowErrors?.person?.message}
        {...register(`sponsors.${index}.person`)}
      />
      <TextInput
        label={t(m.website)}
        description={t(m.websiteHint, { example: websiteExample })}
        inputMode="url"
        error={rowErrors?.website?.message}
        {...register(`sponsors.${index}.website`)}
      />
      <TextInput
        label={t(m.logoUrl)}
        inputMode="url"
        error={rowErrors?.logoUrl?.message}
        {...register(`sponsors.${index}.logoUrl`)}
      />
    </ListRow>
  );
}
