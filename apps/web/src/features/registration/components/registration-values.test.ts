import { describe, expect, it } from 'vitest';
import { memberProfile } from '../../../testing/fixtures';
import { prefillFromProfile, toRegistrationPayload } from './registration-values';

const attendee = {
  title: 'Ms.',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.org',
  phone: '9000000002',
  eventUpdates: 'yes',
} as const;

describe('prefillFromProfile', () => {
  it.each([
    ['Asha Rao', 'Asha', 'Rao'],
    ['Mary Ann Smith', 'Mary', 'Ann Smith'],
    ['Cher', 'Cher', ''],
    ['  Asha   Rao ', 'Asha', 'Rao'],
  ])('splits %j at the first space', (name, firstName, lastName) => {
    const values = prefillFromProfile({ ...memberProfile, name });
    expect(values).toMatchObject({ firstName, lastName });
  });

  it('takes the email and mobile', () => {
    expect(prefillFromProfile(memberProfile)).toMatchObject({
      email: memberProfile.email,
      phone: memberProfile.mobile,
      hasGuest: 'no',
      eventUpdates: 'yes',
    });
  });
});

describe('toRegistrationPayload', () => {
  it('sends no guest fields without a guest', () => {
    expect(toRegistrationPayload({ ...attendee, hasGuest: 'no', guest: null })).toEqual({
      ...attendee,
      hasGuest: 'no',
    });
  });

  it('flattens the guest into the spec field names', () => {
    const guest = {
      title: 'Mr.',
      firstName: 'Ravi',
      lastName: 'Rao',
      email: 'ravi@example.org',
      phone: '9000000003',
    } as const;
    expect(toRegistrationPayload({ ...attendee, hasGuest: 'yes', guest })).toEqual({
      ...attendee,
      hasGuest: 'yes',
      guestTitle: 'Mr.',
      guestFirstName: 'Ravi',
      guestLastName: 'Rao',
      guestEmail: 'ravi@example.org',
      guestPhone: '9000000003',
    });
  });
});
