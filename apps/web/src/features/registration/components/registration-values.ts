import {
  personTitles,
  type Profile,
  type RegistrationInput,
  type RegistrationParsed,
} from '@portal/contract';
import type { DefaultValues } from 'react-hook-form';
import { phoneForForm } from '../../../components/phone-text';
import { readRegistrationTitle } from '../../../lib/storage';

/** The title this browser last registered with, if it is still one the form offers. */
export function rememberedTitle(): RegistrationInput['title'] | undefined {
  const title = readRegistrationTitle();
  return personTitles.find((value) => value === title);
}

export const blankRegistration = (): DefaultValues<RegistrationInput> => ({
  title: rememberedTitle(),
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  hasGuest: 'no',
  eventUpdates: 'yes',
  guestFirstName: '',
  guestLastName: '',
  guestEmail: '',
  guestPhone: '',
});

/** A signed-in person's details as the form's starting values; the name splits at its first space. */
export function prefillFromProfile(profile: Profile): DefaultValues<RegistrationInput> {
  const name = profile.name.trim();
  const space = name.indexOf(' ');
  // The stored number (E.164) as its own country writes it, with the picker on that country.
  const phone = phoneForForm(profile.mobile);
  return {
    ...blankRegistration(),
    firstName: space === -1 ? name : name.slice(0, space),
    lastName: space === -1 ? '' : name.slice(space + 1).trim(),
    email: profile.email,
    phone: phone.text,
    country: phone.country,
  };
}

/**
 * The spec §3 payload from the checked form: the attendee, and the guest fields only when a guest
 * is coming (DESIGN §5.8), so a hidden guest section never sends stale values.
 */
export function toRegistrationPayload({
  guest,
  ...attendee
}: RegistrationParsed): RegistrationInput {
  if (!guest) return attendee;
  return {
    ...attendee,
    guestTitle: guest.title,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    guestEmail: guest.email,
    guestPhone: guest.phone,
  };
}
