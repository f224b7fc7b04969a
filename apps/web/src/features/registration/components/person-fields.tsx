import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  personTitles,
  registrationMessages,
  type RegistrationInput,
  type RegistrationParsed,
} from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { PersonNameField } from '../../../components/person-name-field';
import { PhoneField } from '../../../components/phone-field';
import { useT } from '../../../i18n/i18n-provider';
import { personTitleLabels } from '../../../lib/person-titles';
import { registrationFormMessages as m } from './messages';

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

// 'Title is required' is also the event and news forms' text (a heading there), and a text is
// translated by its English alone; here it is a form of address, so its own id says which.
const titleRequired: MessageDescriptor = {
  id: 'contract.registrations.titleRequired',
  defaultMessage: registrationMessages.titleRequired,
};

// The values are the spec's ('Mr.', …) in every language; only what the list shows changes.

/** Title, name, email and phone of one person: the attendee or the guest (spec §2 screen 2). */
export function PersonFields({ names, register, control, errors, autofill }: PersonFieldsProps) {
  const t = useT();
  const auto = (token: string) => (autofill ? token : 'off');
  // A guest needs a name; their email and phone are welcome but optional (issue 36).
  const contactRequired = names === attendeeFields;
  const titleOptions = [
    { value: '', label: t(m.selectTitle) },
    ...personTitles.map((value) => ({ value, label: t(personTitleLabels[value]) })),
  ];
  // Field messages arrive translated (the build's zodResolver, the server's language).
  const titleError = errors[names.title]?.message;
  const shownTitleError =
    titleError === t.text(registrationMessages.titleRequired) ? t(titleRequired) : titleError;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label={t(m.personTitle)}
        data={titleOptions}
        autoComplete={auto('honorific-prefix')}
        withAsterisk
        error={shownTitleError}
        {...register(names.title)}
      />
      <PersonNameField
        label={t(m.firstName)}
        autoComplete={auto('given-name')}
        withAsterisk
        error={errors[names.firstName]?.message}
        {...register(names.firstName)}
      />
      <PersonNameField
        label={t(m.lastName)}
        autoComplete={auto('family-name')}
        withAsterisk
        error={errors[names.lastName]?.message}
        {...register(names.lastName)}
      />
      <TextInput
        label={t(m.email)}
        type="email"
        autoComplete={auto('email')}
        withAsterisk={contactRequired}
        error={errors[names.email]?.message}
        {...register(names.email)}
      />
      <PhoneField
        control={control}
        name={names.phone}
        countryName={names.country}
        label={t(m.phone)}
        autoComplete={auto('tel')}
        required={contactRequired}
      />
    </SimpleGrid>
  );
}
