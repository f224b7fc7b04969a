import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { memberRoles } from '@portal/contract';
import { useFormContext } from 'react-hook-form';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import type { AddMemberValues } from './add-member-values';
import { roleLabels } from './member-role-badge';

const roleOptions = memberRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Spec screen 19, personal info: who they are and how to reach them. */
export function PersonalFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AddMemberValues>();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <PersonNameField
          label="Name"
          withAsterisk
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label="Email"
          type="email"
          description="The invitation to set a password goes here"
          withAsterisk
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          control={control}
          name="phone"
          countryName="phoneCountry"
          label="Phone"
          hint="They sign in with it."
          autoComplete="off"
          required
        />
        <NativeSelect
          label="Role"
          description="Admins manage the whole portal"
          data={roleOptions}
          error={errors.role?.message}
          {...register('role')}
        />
      </SimpleGrid>
      <Textarea
        label="Bio"
        autosize
        minRows={2}
        maxRows={8}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <TextInput
        label="Image URL"
        description="Optional; an address starting with https://"
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
  return (
    <Stack gap="md">
      <TextInput label="Address" error={errors.address?.message} {...register('address')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <TextInput label="City" error={errors.city?.message} {...register('city')} />
        <TextInput label="State" error={errors.state?.message} {...register('state')} />
        <TextInput label="Country" error={errors.country?.message} {...register('country')} />
      </SimpleGrid>
    </Stack>
  );
}

export function BusinessFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddMemberValues>();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="Business name"
        error={errors.businessName?.message}
        {...register('businessName')}
      />
      <TextInput
        label="Business email"
        type="email"
        error={errors.businessEmail?.message}
        {...register('businessEmail')}
      />
      <TextInput
        label="Business address"
        error={errors.businessAddress?.message}
        {...register('businessAddress')}
      />
      <TextInput
        label="Business role"
        description="e.g. Owner, Director"
        error={errors.businessRole?.message}
        {...register('businessRole')}
      />
    </SimpleGrid>
  );
}
