import type { MemberInput } from '@portal/contract';

export type AddMemberValues = MemberInput;

/**
 * Every box filled in, so each is controlled from the start and a reset clears them all. The
 * phone's country is left out: the phone field starts on the site's default country.
 */
export const emptyMemberValues: Required<Omit<AddMemberValues, 'phoneCountry'>> = {
  name: '',
  email: '',
  phone: '',
  role: 'member',
  bio: '',
  imageUrl: '',
  address: '',
  city: '',
  state: '',
  country: '',
  businessName: '',
  businessEmail: '',
  businessAddress: '',
  businessRole: '',
};

/** Every field the server may name in a 400 or 409, in form order. */
export const memberFieldNames: readonly (keyof AddMemberValues)[] = [
  ...(Object.keys(emptyMemberValues) as (keyof AddMemberValues)[]),
  'phoneCountry',
];
