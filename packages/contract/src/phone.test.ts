import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './auth';
import { resetRequestSchema } from './auth';
import { memberUpdateSchema } from './members';
import {
  examplePhone,
  formatAsTyped,
  formatPhone,
  phoneCountry,
  specMobile,
  toE164,
} from './phone';
import { registrationInputSchema } from './registrations';

// Mobiles written the way people in each country write them, with the E.164 they mean.
const valid: [text: string, country: string | undefined, e164: string][] = [
  ['9825012345', 'IN', '+919825012345'],
  ['98250 12345', 'IN', '+919825012345'],
  ['098250 12345', 'IN', '+919825012345'],
  ['0091 9825012345', 'IN', '+919825012345'],
  ['+91 98250 12345', undefined, '+919825012345'],
  ['+91-98250-12345', 'GB', '+919825012345'],
  ['९८२५० १२३४५', 'IN', '+919825012345'], // Devanagari digits
  ['૯૮૨૫૦ ૧૨૩૪૫', 'IN', '+919825012345'], // Gujarati digits
  ['+44 7911 123456', undefined, '+447911123456'],
  ['07400 123456', 'GB', '+447400123456'],

  ['+1 (415) 555-2671', undefined, '+14155552671'],
  ['(415) 555-2671', 'US', '+14155552671'],
  ['416-555-0199', 'CA', '+14165550199'],
  ['+971 50 123 4567', undefined, '+971501234567'],
  ['050 123 4567', 'AE', '+971501234567'],
  ['+65 8123 4567', undefined, '+6581234567'],
  ['9123 4567', 'SG', '+6591234567'],
  ['+27 82 123 4567', undefined, '+27821234567'],
  ['+61 412 345 678', undefined, '+61412345678'],
  ['0412 345 678', 'AU', '+61412345678'],
  ['+49 151 23456789', undefined, '+4915123456789'],
  ['+977 984-1234567', undefined, '+9779841234567'],
  ['+880 1712-345678', undefined, '+8801712345678'],
  ['+254 712 345678', undefined, '+254712345678'],
];

const invalid: [text: string, country: string | undefined][] = [
  ['', 'IN'],
  ['12345', 'IN'], // too short
  ['98250 123456', 'IN'], // too long
  ['1234567890', 'IN'], // Indian mobiles start with 6 to 9
  ['+91 80 2345 6789', undefined], // a Bengaluru landline: the mobile rule
  ['+44 7911 12345', undefined], // one digit short
  ['+1 415 555 26710', undefined], // one digit long
  ['+999 123 4567', undefined], // no such country code
  ['1-800-FLOWERS', 'US'], // letters are never a number
  ['nine eight two', 'IN'],
  ['<script>', 'IN'],
  ['+65 1234 5678', undefined], // Singapore mobiles start with 8 or 9
  ['07700 900123', 'GB'], // Ofcom's range for television drama: never a real phone
  ['9'.repeat(41), 'IN'],
];

describe('the phone rule', () => {
  it.each(valid)('reads %s (in %s) as %s', (text, country, e164) =>
    expect(toE164(text, country)).toBe(e164),
  );
  it.each(invalid)('refuses %j (in %s)', (text, country) =>
    expect(toE164(text, country)).toBeUndefined(),
  );

  it('reads a number without a country code in India when no country is given', () =>
    expect(toE164('98451 67890')).toBe('+919845167890'));

  it('shows a number nationally to its own country and internationally to others', () => {
    expect(formatPhone('+919825012345', 'IN')).toBe('098250 12345');
    expect(formatPhone('+919825012345', 'GB')).toBe('+91 98250 12345');
    expect(formatPhone('+447911123456', 'GB')).toBe('07911 123456');
    expect(formatPhone('+14155552671', 'CA')).toBe('(415) 555-2671'); // one dialling plan
    expect(formatPhone('12345', 'IN')).toBe('12345'); // an old value kept as it was
  });

  it('knows the country of a stored number, and gives an example and as-you-type format', () => {
    expect(phoneCountry('+6581234567')).toBe('SG');
    expect(phoneCountry('not a number')).toBeUndefined();
    expect(examplePhone('GB')).toMatch(/^07\d{3} \d{6}$/);
    expect(formatAsTyped('0791112', 'GB')).toBe('07911 12');
  });
});

describe('bodies holding numbers', () => {
  const signup = { name: 'जयेश पटेल', email: 'jayesh@example.org', password: 'a long passphrase' };

  it('store the number in E.164, read in the chosen country', () => {
    expect(signupSchema.parse({ ...signup, mobile: '07911 123456', country: 'gb' }).mobile).toBe(
      '+447911123456',
    );
    expect(loginSchema.parse({ mobile: '0091 9825012345', password: 'x' }).mobile).toBe(
      '+919825012345',
    );
    expect(
      memberUpdateSchema.parse({
        name: 'Li',
        phone: '8123 4567',
        phoneCountry: 'SG',
        role: 'member',
      }).phone,
    ).toBe('+6581234567');
  });

  it('report a bad number on its own field beside the other fields', () => {
    const result = signupSchema.safeParse({ ...signup, name: '', mobile: '12345' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Please enter a  valid name'],
      ['mobile', 'Please enter a valid phone number'],
    ]);
    expect(
      signupSchema.safeParse({ ...signup, mobile: '98250 12345', country: 'XX' }).success,
    ).toBe(false);
  });

  it("read a guest's number in the guest's country, and drop it without a guest", () => {
    const base = {
      title: 'Mr.',
      firstName: 'செல்வி',
      lastName: 'முருகன்',
      email: 'selvi@example.org',
      phone: '98450 12345',
    };
    const withGuest = registrationInputSchema.parse({
      ...base,
      hasGuest: 'yes',
      guestTitle: 'Ms.',
      guestFirstName: 'Anne-Marie',
      guestLastName: "O'Brien",
      guestEmail: 'anne@example.org',
      guestPhone: '07911 123456',
      guestCountry: 'GB',
    });
    expect(withGuest.phone).toBe('+919845012345');
    expect(withGuest.guest?.phone).toBe('+447911123456');
    const noGuest = registrationInputSchema.parse({ ...base, guestPhone: 'junk' });
    expect(noGuest.guest).toBeNull();
  });

  it('find a reset by a number written any way, or by email', () => {
    expect(resetRequestSchema.parse({ identifier: '098250 12345' }).identifier).toBe(
      '+919825012345',
    );
    expect(resetRequestSchema.parse({ identifier: 'Asha@Example.org' }).identifier).toBe(
      'asha@example.org',
    );
    expect(resetRequestSchema.safeParse({ identifier: '12' }).success).toBe(false);
  });
});

describe('a number in the spec form', () => {
  it.each([
    ['+919114446001', 'IN', '9114446001'],
    ['+447400123456', 'IN', '+447400123456'],
    ['+447400123456', 'GB', '7400123456'],
    ['+14155552671', 'US', '4155552671'],
    ['+919114446001', 'GB', '+919114446001'],
    // A Guernsey mobile dials as a United Kingdom one, and reads back the same.
    ['+447781123456', 'GB', '7781123456'],
    ['+61412345678', 'IN', '+61412345678'],
    ['9825012345x', 'IN', '9825012345x'],
  ])('%s on a site in %s is %s', (stored, country, expected) => {
    expect(specMobile(stored, country)).toBe(expected);
    // Read back in the site's country, it is the stored number again.
    if (stored.startsWith('+') && !stored.endsWith('x'))
      expect(toE164(specMobile(stored, country), country)).toBe(stored);
  });
});
