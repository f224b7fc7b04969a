import { toE164 } from '@portal/contract';

/**
 * The people the demo content is made of: this community's members at home and abroad, with
 * names as they write them (Latin, Devanagari, Gujarati, Tamil) and mobiles as they write them,
 * from India, the UK, the US, Canada, the Emirates, Singapore and South Africa (DESIGN §5.21–22).
 */
export interface DemoPerson {
  firstName: string;
  lastName: string;
  /** The address's local part (example.org). */
  email: string;
  /** As the person writes it; stored in E.164 (`demoPhone`). */
  mobile: string;
  city: string;
  /** ISO 3166 alpha-2 (issue 35). */
  country: string;
}

export const demoPeople: readonly DemoPerson[] = [
  {
    firstName: 'राहुल',
    lastName: 'शर्मा',
    email: 'rahul.sharma',
    mobile: '98250 12345',
    city: 'Pune',
    country: 'IN',
  },
  {
    firstName: 'જયેશ',
    lastName: 'પટેલ',
    email: 'jayesh.patel',
    mobile: '+44 7911 123456',
    city: 'Leicester',
    country: 'GB',
  },
  {
    firstName: 'செல்வி',
    lastName: 'முருகன்',
    email: 'selvi.murugan',
    mobile: '+65 8123 4567',
    city: 'Singapore',
    country: 'SG',
  },
  {
    firstName: 'Anne-Marie',
    lastName: "O'Brien",
    email: 'annemarie.obrien',
    mobile: '+44 7400 123456',
    city: 'London',
    country: 'GB',
  },
  {
    firstName: 'Venkata Subrahmanyam',
    lastName: 'Iyer',
    email: 'venkata.iyer',
    mobile: '+1 (415) 555-2671',
    city: 'San Francisco',
    country: 'US',
  },
  {
    firstName: 'Zoë',
    lastName: 'Nkosi-Dlamini',
    email: 'zoe.nkosi',
    mobile: '+27 82 123 4567',
    city: 'Johannesburg',
    country: 'ZA',
  },
  {
    firstName: 'Omar',
    lastName: 'Sheikh',
    email: 'omar.sheikh',
    mobile: '+971 50 123 4567',
    city: 'Dubai',
    country: 'AE',
  },
  {
    firstName: 'प्रिया',
    lastName: 'देशपांडे',
    email: 'priya.deshpande',
    mobile: '098220 45678',
    city: 'Nashik',
    country: 'IN',
  },
  {
    firstName: 'Harpreet',
    lastName: 'Gill',
    email: 'harpreet.gill',
    mobile: '+1 416 555 0199',
    city: 'Toronto',
    country: 'CA',
  },
  {
    firstName: 'હેમલતા',
    lastName: 'દેસાઈ',
    email: 'hemlata.desai',
    mobile: '94260 11223',
    city: 'Ahmedabad',
    country: 'IN',
  },
  {
    firstName: 'கார்த்திக்',
    lastName: 'சுப்பிரமணியம்',
    email: 'karthik.s',
    mobile: '+91 94440 55667',
    city: 'Chennai',
    country: 'IN',
  },
  {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer',
    mobile: '99870 33445',
    city: 'Pune',
    country: 'IN',
  },
  {
    firstName: 'Kabir',
    lastName: "D'Souza",
    email: 'kabir.dsouza',
    mobile: '0091 98200 77889',
    city: 'Mumbai',
    country: 'IN',
  },
  {
    firstName: 'Li',
    lastName: 'Wei',
    email: 'li.wei',
    mobile: '+65 9123 4567',
    city: 'Singapore',
    country: 'SG',
  },
];

export const demoName = (person: DemoPerson) => `${person.firstName} ${person.lastName}`;

/** The person's mobile in E.164; demo data is written by hand, so a typo fails loudly. */
export function demoPhone(written: string): string {
  const e164 = toE164(written);
  if (!e164) throw new Error(`demo content: ${written} is not a valid mobile number`);
  return e164;
}
