import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { personTitles, type RegistrationInput, type RegistrationParsed } from '@portal/contract';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';

export const attendeeFields = {
  title: 'title',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  country: 'country',
} as const;

export const guestFields = {
  title: 'guestTitle',
  firstName: 'guestFirstName',
  lastName: 'guestLastName',
  email: 'guestEmail',
  phone: 'guestPhone',
  country: 'guestCountry',
} as const;

interface PersonFieldsProps {
  names: typeof attendeeFields | typeof guestFields;
  register: UseFormRegister<RegistrationInput>;
  control: Control<RegistrationInput, unknown, RegistrationParsed>;
  errors: FieldErrors<RegistrationInput>;
  /** The browser may fill in the attendee's own details, never the guest's. */
  autofill: boolean;
}

const titleOptions = [{ value: '', label: 'Select…' }, ...personTitles];

/** Title, name, email and phone of one person: the attendee or the guest (spec §2 screen 2). */
export function PersonFields({ names, register, control, errors, autofill }: PersonFieldsProps) {
  const auto = (token: string) => (autofill ? token : 'off');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label="Title"
        data={titleOptions}
        autoComplete={auto('honorific-prefix')}
        withAsterisk
        error={errors[names.title]?.message}
        {...register(names.title)}
      />
      <PersonNameField
        label="First name"
        autoComplete={auto('given-name')}
        withAsterisk
        error={errors[names.firstName]?.message}
        {...register(names.firstName)}
      />
      <PersonNameField
        label="Last name"
        autoComplete={auto('family-name')}
        withAsterisk
        error={errors[names.lastName]?.message}
        {...register(names.lastName)}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete={auto('email')}
        withAsterisk
        error={errors[names.email]?.message}
        {...register(names.email)}
      />
      <PhoneField
        control={control}
        name={names.phone}
        countryName={names.country}
        label="Phone"
        autoComplete={auto('tel')}
        required
      />
    </SimpleGrid>
  );
}
