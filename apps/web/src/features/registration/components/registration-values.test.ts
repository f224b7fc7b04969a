import { describe, expect, it } from 'vitest';
import { memberProfile } from '../../../testing/fixtures';
import { prefillFromProfile, rememberedTitle, toRegistrationPayload } from './registration-values';

const attendee = {
  title: 'Ms.',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.org',
  phone: '+919000000002',
  country: 'IN',
  eventUpdates: 'yes',
} as const;

describe('prefillFromProfile', () => {
  it.each([
    ['Asha Rao', 'Asha', 'Rao'],
    ['Mary Ann Smith', 'Mary', 'Ann Smith'],
    ['Cher', 'Cher', ''],
    ['  Asha   Rao ', 'Asha', 'Rao'],
    ['राहुल शर्मा', 'राहुल', 'शर्मा'],
  ])('splits %j at the first space', (name, firstName, lastName) => {
    const values = prefillFromProfile({ ...memberProfile, name });
    expect(values).toMatchObject({ firstName, lastName });
  });

  it('takes the email, and the stored mobile as its own country writes it', () => {
    expect(prefillFromProfile(memberProfile)).toMatchObject({
      email: memberProfile.email,
      phone: '090000 00002',
      country: 'IN',
      hasGuest: 'no',
      eventUpdates: 'yes',
    });
    expect(prefillFromProfile({ ...memberProfile, mobile: '+447400123456' })).toMatchObject({
      phone: '07400 123456',
      country: 'GB',
    });
  });

  it('keeps a number it cannot read as it is, for the person to correct', () => {
    expect(prefillFromProfile({ ...memberProfile, mobile: '12345' })).toMatchObject({
      phone: '12345',
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
      phone: '+447400123456',
    } as const;
    expect(toRegistrationPayload({ ...attendee, hasGuest: 'yes', guest })).toEqual({
      ...attendee,
      hasGuest: 'yes',
      guestTitle: 'Mr.',
      guestFirstName: 'Ravi',
      guestLastName: 'Rao',
      guestEmail: 'ravi@example.org',
      guestPhone: '+447400123456',
    });
  });
});

describe('rememberedTitle', () => {
  it('starts the form with the title this browser last registered with', () => {
    window.localStorage.setItem('registrationTitle', 'Dr.');
    expect(rememberedTitle()).toBe('Dr.');
    expect(prefillFromProfile(memberProfile).title).toBe('Dr.');
    window.localStorage.setItem('registrationTitle', 'none');
    expect(rememberedTitle()).toBe('none');
  });

  it('ignores a stored value the form no longer offers', () => {
    window.localStorage.setItem('registrationTitle', 'Sir');
    expect(rememberedTitle()).toBeUndefined();
    window.localStorage.removeItem('registrationTitle');
    expect(rememberedTitle()).toBeUndefined();
  });
});
