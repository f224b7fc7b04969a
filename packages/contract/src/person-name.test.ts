import { describe, expect, it } from 'vitest';
import { messages, signupSchema } from './auth';
import { isPersonName, normalisePersonName } from './person-name';
import { registrationInputSchema, registrationMessages } from './registrations';

// Names people in this community actually have (DESIGN §5.21), written as they write them.
const realNames = [
  'राहुल शर्मा',
  'जयेश पटेल',
  'प्रियंका चोपड़ा',
  'श्रीनिवास रामानुजन',
  'क्षितिज त्रिपाठी',
  'જયેશ પટેલ',
  'હેમલતા દેસાઈ',
  'ધ્રુવ ત્રિવેદી',
  'ઉર્વશી શાહ',
  'செல்வி முருகன்',
  'கார்த்திகேயன் சுப்பிரமணியம்',
  'ஸ்ரீநிதி',
  'Anne-Marie O’Brien',
  "Anne-Marie O'Brien",
  'Venkata Subrahmanyam Iyer',
  'Zoë Nkosi-Dlamini',
  'Li',
  'Ng',
  'O',
  'Dr. A. P. J. Abdul Kalam',
  'José María Aznar-López',
  'Björk Guðmundsdóttir',
  'Nguyễn Thị Minh Khai',
  'Łukasz Żółć',
  'Saoirse Ní Bhriain',
  "D'Souza",
  'Jean-Luc Picard',
  'محمد عبد الله',
  'Αλέξανδρος Παπαδόπουλος',
  'Владимир Набоков',
  '王小明',
  '佐藤 花子',
  '김민준',
  'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  'অমর্ত্য সেন',
  'క్‍ష్మి', // a zero-width joiner inside a Telugu word, as Indic keyboards type it
  'A'.repeat(100),
];

const notNames = [
  '',
  '   ',
  'A1',
  'R2D2 Unit',
  '1234',
  '<b>',
  '<script>alert(1)</script>',
  'Ravi & Sons',
  'राहुल@शर्मा',
  "'-.",
  'A'.repeat(101),
  'Emoji 😀',
  'tab\tname',
  'line\nbreak',
];

describe('the name rule', () => {
  it.each(realNames)('accepts %s', (name) => expect(isPersonName(name)).toBe(true));
  it.each(notNames)('refuses %j', (name) => expect(isPersonName(name)).toBe(false));

  it('checks and keeps the NFC form, trimmed, and otherwise exactly as written', () => {
    const decomposed = 'Zoe\u0308 Nkosi-Dlamini'; // e + combining diaeresis
    expect(normalisePersonName(`  ${decomposed} `)).toBe('Zoë Nkosi-Dlamini');
    const parsed = signupSchema.safeParse({
      name: `  ${decomposed}  `,
      email: 'zoe@example.org',
      mobile: '+27 82 123 4567',
      password: 'a long enough passphrase',
    });
    expect(parsed.data?.name).toBe('Zoë Nkosi-Dlamini');
    expect(parsed.data?.name.normalize('NFD')).toBe(decomposed);
  });

  it("keeps each field's spec message for what is refused", () => {
    const signup = signupSchema.safeParse({
      name: 'A1',
      email: 'a@b.co',
      mobile: '9825012345',
      password: 'x'.repeat(12),
    });
    expect(signup.error?.issues.map((issue) => issue.message)).toEqual([messages.name]);
    const registration = registrationInputSchema.safeParse({
      title: 'Ms.',
      firstName: '<b>',
      lastName: '',
      email: 'a@b.co',
      phone: '9825012345',
    });
    expect(
      Object.fromEntries(registration.error?.issues.map((i) => [i.path[0], i.message]) ?? []),
    ).toEqual({
      firstName: registrationMessages.lettersOnly,
      lastName: registrationMessages.lastNameRequired,
    });
  });
});
