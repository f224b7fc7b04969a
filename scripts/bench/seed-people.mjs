// 10,000 members, shaped like the demo directory people (demo-community.ts).
import { cities, firstNames, lastNames, pick } from './seed-sql.mjs';

export const MEMBERS = 10_000;

/**
 * Members share one real password hash (the demo directory people's): they are there to be
 * listed, not to sign in. Mobiles 80000xxxxx and the addresses are unique, as the app requires.
 */
export async function seedMembers(client) {
  const {
    rows: [hashRow],
  } = await client.query(
    `select password_hash from users where password_hash is not null order by created_at limit 1`,
  );
  await client.query(
    `insert into users (name, email, mobile, password_hash, image_url, bio, city, country,
       business_name, business_role, share_phone, share_email, created_at, updated_at)
     select ${pick(firstNames, 'i')} || ' ' || ${pick(lastNames, 'i / 20')},
       'bench.member.' || i || '@example.org',
       '8' || lpad(i::text, 9, '0'),
       $1,
       case when i % 3 = 0 then '/images/people/person-' || (1 + i % 4) || '.svg' end,
       'Member since ' || (1990 + i % 35) || '. Happy to help with community events.',
       ${pick(cities, 'i / 7')},
       'IN',
       case when i % 4 = 0 then ${pick(lastNames, 'i')} || ' Traders' end,
       case when i % 4 = 0 then 'Owner' end,
       i % 5 = 0, i % 7 = 0,
       now() - make_interval(mins => i * 13), now() - make_interval(mins => i * 13)
     from generate_series(1, ${MEMBERS}) as i`,
    [hashRow?.password_hash ?? null],
  );
  return MEMBERS;
}
