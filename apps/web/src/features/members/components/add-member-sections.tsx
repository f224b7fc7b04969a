import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { useT } from '../../../i18n/i18n-provider';
import type { AddMemberValues } from './add-member-values';
import { useRoleOptions } from './member-role-badge';
import { addMemberMessages as text, memberFieldMessages as field } from './messages';

/** Spec screen 19, personal info: who they are and how to reach them. */
export function PersonalFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AddMemberValues>();
  const t = useT();
  const roleOptions = useRoleOptions();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <PersonNameField
          label={t(field.name)}
          withAsterisk
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={t(field.email)}
          type="email"
          description={t(text.emailHint)}
          withAsterisk
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          control={control}
          name="phone"
          countryName="phoneCountry"
          label={t(field.phone)}
          hint={t(text.phoneHint)}
          autoComplete="off"
          required
        />
        <NativeSelect
          label={t(field.role)}
          description={t(text.roleHint)}
          data={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
      </SimpleGrid>
      <Textarea
        label={t(field.bio)}
        autosize
        minRows={2}
        maxRows={8}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextInput
        label={t(field.imageUrl)}
        description={t(text.imageUrlHint)}
        inputMode="url"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
    </Stack>
  );
}

export function AddressFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddMemberValues>();
  const t = useT();
  return (
    <Stack gap="md">
      <TextInput
        label={t(field.address)}
        error={errors.address?.message}
        {...register('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <TextInput label={t(field.city)} error={errors.city?.message} {...register('city')} />
        <TextInput label={t(field.state)} error={errors.state?.message} {...register('state')} />
        <TextInput
          label={t(field.country)}
          error={errors.country?.message}
          {...register('country')}
        />
      </SimpleGrid>
    </Stack>
  );
}

export function BusinessFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddMemberValues>();
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t(field.businessName)}
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <TextInput
        label={t(field.businessEmail)}
        type="email"
        error={errors.businessEmail?.message}
        {...register('businessEmail')}
      />
      <TextInput
        label={t(field.businessAddress)}
        error={errors.businessAddress?.message}
        {...register('businessAddress')}
      />
      <TextInput
        label={t(field.businessRole)}
        description={t(text.businessRoleHint)}
        error={errors.businessRole?.message}
        {...register('businessRole')}
      />
    </SimpleGrid>
  );
}
