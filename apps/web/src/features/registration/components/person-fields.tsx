import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { personTitles, registrationMessages, type RegistrationInput } from '@portal/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

export const attendeeFields = {
  title: 'title',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
} as const;

export const guestFields = {
  title: 'guestTitle',
  firstName: 'guestFirstName',
  lastName: 'guestLastName',
  email: 'guestEmail',
  phone: 'guestPhone',
} as const;

interface PersonFieldsProps {
  names: typeof attendeeFields | typeof guestFields;
  register: UseFormRegister<RegistrationInput>;
  errors: FieldErrors<RegistrationInput>;
  /** The browser may fill in the attendee's own details, never the guest's. */
  autofill: boolean;
}

const titleOptions = [{ value: '', label: 'Select…' }, ...personTitles];

/** Title, name, email and phone of one person: the attendee or the guest (spec §2 screen 2). */
export function PersonFields({ names, register, errors, autofill }: PersonFieldsProps) {
  const auto = (token: string) => (autofill ? token : 'off');
  const phoneError = errors[names.phone]?.message;
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
      <TextInput
        label="First name"
        autoComplete={auto('given-name')}
        withAsterisk
        error={errors[names.firstName]?.message}
        {...register(names.firstName)}
      />
      <TextInput
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
      <TextInput
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete={auto('tel-national')}
        // The format error is the hint itself (spec §5); show it once, in red, when it applies.
        description={phoneError ? undefined : registrationMessages.phoneFormat}
        withAsterisk
        error={phoneError}
        {...register(names.phone)}
      />
    </SimpleGrid>
  );
}
