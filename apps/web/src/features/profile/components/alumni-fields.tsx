import {
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import {
  BATCH_MIN,
  batchMax,
  industries,
  openToOptions,
  SKILL_MAX_LENGTH,
  SKILLS_MAX,
} from '@portal/contract';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { openToMessages } from '../../../components/alumni-labels';
import { useAlumniChoices } from '../../../components/use-alumni-choices';
import { useT } from '../../../i18n/i18n-provider';
import { profileFieldMessages as fields, alumniFieldMessages as text } from '../messages';
import { legendStyles } from './legend-styles';
import type { ProfileFormValues } from './profile-form';
import { VisibilitySelect } from './visibility-select';

interface AlumniFieldsProps {
  control: Control<ProfileFormValues>;
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}

/** Issue 35: batch and course, where they live, and their work, each group with who sees it. */
export function AlumniFields({ control, register, errors }: AlumniFieldsProps) {
  const t = useT();
  const { countries, industryChoices: industryOptions } = useAlumniChoices();

  return (
    <>
      <Fieldset legend={t(text.alumni)} variant="unstyled" styles={legendStyles}>
        <Text size="sm" c="dimmed" mb="sm">
          {t(text.alumniHint)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Controller
            control={control}
            name="batch"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t(text.batch)}
                min={BATCH_MIN}
                max={batchMax()}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator={false}
                inputMode="numeric"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={typeof field.value === 'number' ? field.value : ''}
                // An emptied box clears the batch (null), rather than sending 0.
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t(text.course)}
            description={t(text.courseHint)}
            error={errors.course?.message}
            {...register('course')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t(text.location)} variant="unstyled" styles={legendStyles}>
        <VisibilitySelect group="location" register={register} mb="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t(text.city)}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                label={t(text.country)}
                placeholder={t(text.chooseCountry)}
                data={countries}
                searchable
                clearable
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t(text.career)} variant="unstyled" styles={legendStyles}>
        <VisibilitySelect group="career" register={register} mb="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t(text.jobTitle)}
            autoComplete="organization-title"
            error={errors.jobTitle?.message}
            {...register('jobTitle')}
          />
          <TextInput
            label={t(fields.businessName)}
            autoComplete="organization"
            error={errors.businessName?.message}
            {...register('businessName')}
          />
          <Controller
            control={control}
            name="industry"
            render={({ field, fieldState }) => (
              <Select
                label={t(text.industry)}
                placeholder={t(text.chooseIndustry)}
                data={industryOptions}
                searchable
                clearable
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? null}
                onChange={(value) =>
                  field.onChange(industries.find((industry) => industry === value) ?? null)
                }
                error={fieldState.error?.message}
              />
            )}
          />
          <TextInput
            label={t(fields.businessEmail)}
            type="email"
            error={errors.businessEmail?.message}
            {...register('businessEmail')}
          />
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Controller
            control={control}
            name="skills"
            render={({ field, fieldState }) => (
              <TagsInput
                label={t(text.skills)}
                description={t(text.skillsHint, { max: SKILLS_MAX })}
                maxTags={SKILLS_MAX}
                maxLength={SKILL_MAX_LENGTH}
                clearable
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={(field.value ?? []).filter((skill): skill is string => Boolean(skill))}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="openTo"
            render={({ field }) => (
              <Checkbox.Group
                label={t(text.openTo)}
                value={(field.value ?? []).filter((option) => option !== undefined)}
                onChange={(value) =>
                  field.onChange(openToOptions.filter((option) => value.includes(option)))
                }
              >
                <Group gap="lg" mt={6}>
                  {openToOptions.map((option) => (
                    <Checkbox key={option} value={option} label={t(openToMessages[option])} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        </Stack>
      </Fieldset>
    </>
  );
}
