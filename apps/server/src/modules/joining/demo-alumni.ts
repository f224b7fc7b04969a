import {
  examplePhone,
  industries,
  openToOptions,
  toE164,
  visibilityLevels,
  type CountryCode,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { nameSearchKey } from '../../db/name-search';
import { batchReps, rosterEntries, users } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';
import { demoLogins } from '../auth/demo-accounts';

/**
 * The alumni profile's demo network (issue 35): 300 alumni of 30 batches living in a dozen
 * countries, named in Latin, Devanagari, Gujarati and Tamil script, with careers, skills and
 * privacy choices of every kind; a few batch representatives, requests waiting for them, and a
 * roster that also names people who have not signed up yet. Demo alumni have no password (they
 * are people to find, not accounts to sign in to); the printed demo logins are unchanged.
 */
export const DEMO_ALUMNI = 300;
const FIRST_BATCH = 1996; // … 2025: thirty batches
const BATCHES = 30;

const names: Record<'latin' | 'devanagari' | 'gujarati' | 'tamil', [string[], string[]]> = {
  latin: [
    ['Aarav', 'Zoë', 'Farhan', 'Anne-Marie', 'Rohan', 'Sara', 'Kabir', 'Nisha', 'Dev', 'Leela'],
    ['Mehta', "D'Souza", 'Khan', "O'Brien", 'Kapoor', 'Fernandes', 'Gill', 'Iyer', 'Bose', 'Rao'],
  ],
  devanagari: [
    ['राहुल', 'प्रिया', 'अमित', 'सुनीता', 'विकास', 'अनन्या', 'संजय', 'पूजा', 'अर्जुन', 'कविता'],
    ['शर्मा', 'देशपांडे', 'वर्मा', 'जोशी', 'कुलकर्णी', 'गुप्ता', 'पाटील', 'मिश्रा', 'सिंह', 'यादव'],
  ],
  gujarati: [
    ['જયેશ', 'હેમલતા', 'કિરણ', 'ભાવના', 'નિલેશ', 'પ્રીતિ', 'મિતેશ', 'હીના', 'રાજેશ', 'દીપા'],
    ['પટેલ', 'દેસાઈ', 'શાહ', 'મહેતા', 'ત્રિવેદી', 'જોષી', 'પંડ્યા', 'ભટ્ટ', 'વ્યાસ', 'પારેખ'],
  ],
  tamil: [
    ['செல்வி', 'கார்த்திக்', 'மீனா', 'அருண்', 'லதா', 'சுரேஷ்', 'பிரியா', 'விஜய்', 'கலா', 'ராஜா'],
    [
      'முருகன்',
      'சுப்பிரமணியம்',
      'ராமன்',
      'கிருஷ்ணன்',
      'வேலு',
      'சீனிவாசன்',
      'நடராஜன்',
      'பாலு',
      'கண்ணன்',
      'சேகர்',
    ],
  ],
};
const scripts = Object.values(names);

const places: [CountryCode, string[]][] = [
  ['IN', ['Pune', 'Mumbai', 'Ahmedabad', 'Bengaluru', 'Chennai', 'Delhi']],
  ['AE', ['Dubai', 'Abu Dhabi', 'Sharjah']],
  ['GB', ['London', 'Leicester', 'Manchester']],
  ['US', ['San Francisco', 'New York', 'Houston']],
  ['CA', ['Toronto', 'Vancouver']],
  ['AU', ['Sydney', 'Melbourne']],
  ['SG', ['Singapore']],
  ['DE', ['Berlin', 'Munich']],
  ['KE', ['Nairobi', 'Mombasa']],
  ['NZ', ['Auckland', 'Wellington']],
  ['QA', ['Doha']],
  ['JP', ['Tokyo', 'Osaka']],
];
// Most of an Indian school's alumni stay in India; the rest spread over the other eleven.
const countryOf = (i: number) => places[i % 5 === 0 || i % 5 === 3 ? 1 + (i % 11) : 0]!;

const jobs = [
  'Software Engineer',
  'Chartered Accountant',
  'Doctor',
  'Teacher',
  'Product Manager',
  'Civil Engineer',
  'Lawyer',
  'Founder',
  'Data Scientist',
  'Nurse',
  'Architect',
  'Journalist',
];
const companies = ['Tata Consultancy', 'Infosys', 'Emirates', 'NHS', 'Google', 'Own practice'];
const skillPool = [
  'Python',
  'Cricket coaching',
  'Tax',
  'Public speaking',
  'React',
  'Gujarati',
  'Fundraising',
  'Photography',
  'Supply chain',
  'Mentoring startups',
  'Hindi',
  'Machine learning',
];
const courses = ['Commerce', 'Science', 'Arts', 'B.Tech CSE', 'B.Com', 'MBA'];

/** A valid mobile of `country`: its example number with the last digits made the person's own. */
function demoMobile(country: CountryCode, i: number): string {
  const example = examplePhone(country).replace(/\D/g, '');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const suffix = String((i * 37 + attempt * 1009) % 10_000).padStart(4, '0');
    const number = toE164(`${example.slice(0, -4)}${suffix}`, country);
    if (number) return number;
  }
  return `+9198250${String(i).padStart(5, '0')}`;
}

/** The i-th demo alumnus, the same on every install. */
export function demoAlumnus(i: number) {
  const [firsts, lasts] = scripts[i % scripts.length]!;
  const name = `${firsts[Math.floor(i / 4) % 10]} ${lasts[(i * 7 + Math.floor(i / 40)) % 10]}`;
  const [country, cities] = countryOf(i);
  const level = (shift: number) => visibilityLevels[(i + shift) % 3]!; // public, members, batch
  return {
    name,
    email: `alumni.${i + 1}@example.org`,
    mobile: demoMobile(country, i),
    batch: FIRST_BATCH + ((i * 13) % BATCHES),
    course: courses[i % courses.length]!,
    city: cities[i % cities.length]!,
    country,
    jobTitle: jobs[i % jobs.length]!,
    businessName: companies[i % companies.length]!,
    industry: industries[(i * 5) % industries.length]!,
    skills: [skillPool[i % 12]!, skillPool[(i * 5 + 3) % 12]!].filter(
      (s, k, all) => all.indexOf(s) === k,
    ),
    openTo: openToOptions.filter((_, k) => (i >> k) & 1),
    visibility: {
      email: level(0),
      mobile: i % 4 === 0 ? 'batch' : 'private',
      address: 'private',
      location: i % 9 === 0 ? 'private' : level(1),
      career: level(2),
      social: 'members',
    },
    // A handful wait for their batch's representative.
    membershipStatus: i % 50 === 7 ? 'pending' : 'verified',
    // Joined over the last two years, a few this month, so a batch's "new this month" means
    // something on the demo.
    createdAt: new Date(Date.now() - ((i * 53) % 730) * 86_400_000),
  };
}

/** People on the roster who have not signed up yet (some invited last week). */
const notSignedUp = 40;

export const demoAlumniSeeder: Seeder = {
  name: 'demo-alumni',
  profiles: ['alumni'],
  async run(tx) {
    const people = Array.from({ length: DEMO_ALUMNI }, (_, i) => demoAlumnus(i));
    const inserted = await tx
      .insert(users)
      .values(
        people.map((person) => ({
          ...person,
          nameSearch: nameSearchKey(person.name),
          sharePhone: person.visibility.mobile !== 'private',
          shareEmail: person.visibility.email !== 'private',
          bio: `${person.jobTitle}, class of ${person.batch}.`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(inserted.map((row) => [row.email, row.id]));

    // The demo member is a 2012 alumnus and its representative, so the demo login sees requests.
    const member = demoLogins.find((login) => !login.isAdmin)!;
    const [ravi] = await tx
      .update(users)
      .set({
        batch: sql`coalesce(${users.batch}, 2012)`,
        city: sql`coalesce(${users.city}, 'Pune')`,
        country: sql`coalesce(${users.country}, 'IN')`,
        jobTitle: sql`coalesce(${users.jobTitle}, 'Cricket Coach')`,
      })
      .where(eq(users.email, member.email))
      .returning({ id: users.id });
    const reps = [
      ...(ravi ? [{ batch: 2012, userId: ravi.id }] : []),
      ...[0, 1, 2].flatMap((k) => {
        const person = people.find((p, i) => i % 50 !== 7 && p.batch === 2004 + k * 5);
        const id = person && idOf.get(person.email);
        return id && person ? [{ batch: person.batch, userId: id }] : [];
      }),
    ];
    if (reps.length > 0) await tx.insert(batchReps).values(reps).onConflictDoNothing();
    // Two waiting requests in the demo member's own batch.
    const waiting = people.filter((person) => person.membershipStatus === 'pending').slice(0, 2);
    for (const person of waiting)
      await tx.update(users).set({ batch: 2012 }).where(eq(users.email, person.email));

    const roster = [
      ...people
        .filter((person) => person.membershipStatus === 'verified')
        .map((person) => ({ ...rosterOf(person), userId: idOf.get(person.email) ?? null })),
      ...Array.from({ length: notSignedUp }, (_, k) => {
        const person = demoAlumnus(DEMO_ALUMNI + k);
        return {
          ...rosterOf({ ...person, email: `roster.${k + 1}@example.org` }),
          // Some are known by their mobile only: the roster screen offers them WhatsApp.
          ...(k % 5 === 2 ? { email: null } : {}),
          userId: null,
          invitedAt: k % 4 === 0 ? new Date(Date.now() - 6 * 86_400_000) : null,
        };
      }),
    ];
    await tx.insert(rosterEntries).values(roster).onConflictDoNothing();
  },
};

const rosterOf = (person: ReturnType<typeof demoAlumnus>) => ({
  name: person.name,
  email: person.email,
  mobile: person.mobile,
  batch: person.batch,
  course: person.course,
  city: person.city,
  country: person.country,
});
