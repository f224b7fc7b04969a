// 10,000 channels (owner plus two members each) and 50,000 wall posts, shaped like the demo
// community (demo-community.ts and channels/repository.ts insertChannel).
import { cities, pick } from './seed-sql.mjs';

export const CHANNELS = 10_000;
export const POSTS = 50_000;
/** The wall the bench reads: a busy channel with 5,000 posts. */
export const BUSY_CHANNEL = 'bn0001';
/** The channel search the bench issues, as the top bar sends it. */
export const SEARCH_TERM = 'cricket';

const kinds = [
  'Cricket Club',
  'Book Circle',
  'Music Circle',
  'Volunteers',
  'Alumni',
  'Runners',
  'Chess Club',
  'Parents Network',
  'Startup Founders',
  'Photography Walks',
  'Food Lovers',
  'Gardeners',
];
const lines = [
  'Nets practice moves to 7 am on Saturday. Bring water!',
  'Great win yesterday. The scorecard is up in the match center.',
  'Can someone share the fixture list for next week?',
  'Reunion dinner on the 14th. Please register on the event page so we can book the hall.',
  'Mentoring sign-ups are open: 30 minutes a month makes a difference.',
  'We planted 120 saplings last month. Next drive: the river bank.',
  'Who is coming to the final? Looking for a lift from Kothrud.',
  'Fresh mangoes at the food festival stall this weekend 🥭',
];

/** Channel ids as the app's check wants them (^[a-z0-9]{6}$): bn0000 … bn9999. */
const channelId = (n) => `'bn' || lpad((${n})::text, 4, '0')`;

export async function seedCommunity(client) {
  // Members by number (1…10,000), to pick owners and authors set-wise.
  await client.query(
    `create temporary table bench_people as
       select row_number() over (order by email) as n, id from users
       where email like 'bench.member.%@example.org'`,
  );
  await client.query(`create index on bench_people (n)`);
  await client.query(
    `insert into channels (id, name, description, cover_image_url, created_by, created_at)
     select ${channelId('i')},
       ${pick(cities, 'i / 12')} || ' ' || ${pick(kinds, 'i')} || ' ' || i,
       'A place for ' || lower(${pick(kinds, 'i')}) || ' in ' || ${pick(cities, 'i / 12')} || ': news, meet-ups and questions.',
       case when i % 2 = 0 then '/images/events/' || ${pick(['cricket-2', 'alumni-meet', 'tree-planting', 'music-night', 'workshop'], 'i')} || '.svg' end,
       p.id,
       now() - make_interval(hours => i)
     from generate_series(0, ${CHANNELS - 1}) as i
     join bench_people p on p.n = 1 + i % ${10_000}`,
  );
  // The creator is the owner (as insertChannel does), and two more people are members.
  await client.query(
    `insert into channel_members (channel_id, user_id, role, joined_at)
     select c.id, c.created_by, 'owner', c.created_at from channels c where c.id like 'bn%'
     union all
     select ${channelId('i')}, p.id, 'member', now() - make_interval(mins => i)
     from generate_series(0, ${CHANNELS - 1}) as i
     cross join generate_series(1, 2) as k
     join bench_people p on p.n = 1 + (i * 7 + k * 4999 + 1) % ${10_000}
     on conflict do nothing`,
  );
  // 10,000 on the main wall, 5,000 on the busy channel, 35,000 spread over the others.
  await client.query(
    `insert into posts (channel_id, author_id, content, created_at)
     select case when i <= 10000 then null
                 when i <= 15000 then '${BUSY_CHANNEL}'
                 else ${channelId('i % 10000')} end,
       p.id,
       ${pick(lines, 'i')},
       now() - make_interval(secs => i * 37)
     from generate_series(1, ${POSTS}) as i
     join bench_people p on p.n = 1 + (i * 31) % ${10_000}`,
  );
  return { channels: CHANNELS, posts: POSTS };
}
