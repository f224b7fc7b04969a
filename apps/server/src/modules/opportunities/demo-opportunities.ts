import { sql } from 'drizzle-orm';
import { opportunities, users } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';

const DAY = 86_400_000;

/**
 * Ten demo opportunities (issue 37), posted by demo alumni (joining/demo-alumni.ts): seven open,
 * one waiting for a site admin, two past their closing date. The firms are made up and every
 * address ends in .example, so nothing in the demo points at a real company.
 */
const posts = [
  // Demo numbers whose alumni are verified (every 50th from 8 waits). [number, kind, title, company, location, remote, days ago, days left, status]
  [
    3,
    'job',
    'Backend engineer (Node.js)',
    'Kesari Fintech Labs',
    'Pune',
    false,
    2,
    28,
    'published',
  ],
  [
    12,
    'internship',
    'Summer data science intern',
    'Neelgiri Analytics',
    'Bengaluru',
    true,
    4,
    40,
    'published',
  ],
  [
    21,
    'referral',
    'Referral: product designer',
    'Tarang Mobility',
    'Dubai',
    false,
    6,
    20,
    'published',
  ],
  [
    34,
    'job',
    'Site engineer, metro works',
    'Sabarmati Infra Works',
    'Ahmedabad',
    false,
    9,
    21,
    'published',
  ],
  [
    45,
    'job',
    'Staff nurse, paediatrics',
    'Saffron Health Trust',
    'Leicester',
    false,
    11,
    60,
    'published',
  ],
  [
    59,
    'internship',
    'Legal research intern',
    'Ashoka & Menon Associates',
    'Delhi',
    false,
    13,
    17,
    'published',
  ],
  [
    66,
    'job',
    'Remote QA analyst',
    'Chandan Cloud Systems',
    'Anywhere in India',
    true,
    1,
    30,
    'published',
  ],
  [
    73,
    'referral',
    'Referral: chartered accountant',
    'Vasant Audit Partners',
    'Mumbai',
    false,
    0,
    30,
    'pending',
  ],
  [
    81,
    'job',
    'Hotel operations manager',
    'Coral Bay Hospitality',
    'Abu Dhabi',
    false,
    40,
    -5,
    'expired',
  ],
  [
    92,
    'internship',
    'Agritech field intern',
    'Harit Kheti Labs',
    'Nashik',
    false,
    35,
    -2,
    'expired',
  ],
] as const;

const descriptions: Record<string, string> = {
  job: 'A full-time role in a small, friendly team. Tell us what you have built and how you like to work; we answer every application within two weeks.',
  internship:
    'Eight to twelve weeks with a mentor from our team, a stipend, and real work that ships. Final-year students and recent graduates are welcome.',
  referral:
    'I can refer one or two alumni for this opening at my company. Send your CV and a line about why the role fits you, and I will pass it on.',
};

const slug = (company: string) =>
  company
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

export const demoOpportunitiesSeeder: Seeder = {
  name: 'demo-opportunities',
  profiles: ['alumni'],
  async run(tx) {
    const emails = posts.map(([number]) => `alumni.${number}@example.org`);
    const { rows } = await tx.execute<{ id: string; email: string }>(
      sql`select id, email from ${users} where email = any(${`{${emails.join(',')}}`}::text[])
        and membership_status = 'verified'`,
    );
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    const now = Date.now();
    const values = posts.flatMap(
      ([number, kind, title, company, location, remote, ago, left, status], index) => {
        const postedBy = idOf.get(`alumni.${number}@example.org`);
        if (!postedBy) return [];
        const site = slug(company);
        const createdAt = new Date(now - ago * DAY - index * 3_600_000);
        return [
          {
            kind,
            title,
            company,
            location,
            remote,
            description: descriptions[kind]!,
            applyUrl: index % 3 === 2 ? null : `https://careers.${site}.example/apply`,
            applyEmail: index % 3 === 0 ? null : `jobs@${site}.example`,
            status,
            postedBy,
            expiresAt: new Date(now + left * DAY),
            publishedAt: status === 'pending' ? null : createdAt,
            createdAt,
            updatedAt: createdAt,
          },
        ];
      },
    );
    if (values.length > 0) await tx.insert(opportunities).values(values);
  },
};
