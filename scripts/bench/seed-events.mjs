// 1,000 events over two years, 300 of them in the current month (the calendar's busy month),
// and 20,000 registrations within each event's capacity; shapes as in demo-events.ts.
import { cities, firstNames, lastNames, pick, ticketExpression } from './seed-sql.mjs';

export const EVENTS = 1_000;
export const BUSY_MONTH_EVENTS = 300;
export const REGISTRATIONS = 20_000;
/** Places in the event the write path registers for: it fills up during the run. */
export const TARGET_CAPACITY = 1_500;

const kinds = [
  'Music Night',
  'Career Workshop',
  'Alumni Meet',
  'Charity Run',
  'Food Festival',
  'Tree Planting',
  'Cricket Match',
  'Book Reading',
  'Coding Dojo',
  'Yoga Morning',
];
const covers = [
  'music-night',
  'workshop',
  'alumni-meet',
  'charity-run',
  'food-festival',
  'tree-planting',
  'cricket-1',
];
const sponsors = [
  {
    name: 'Riverside Sports',
    person: 'Kiran Desai',
    website: 'https://example.org/sports',
    logoUrl: '/images/sponsors/sponsor-1.svg',
  },
  {
    name: 'Green Leaf Café',
    person: 'Anita Menon',
    website: 'https://example.org/cafe',
    logoUrl: '/images/sponsors/sponsor-2.svg',
  },
  {
    name: 'Bright Bank',
    person: null,
    website: 'https://example.org/bank',
    logoUrl: '/images/sponsors/sponsor-3.svg',
  },
];
const organisers = [
  { name: 'Meera Iyer', batch: '2004', imageUrl: '/images/people/person-1.svg' },
  { name: 'Rahul Verma', batch: '2009', imageUrl: '/images/people/person-2.svg' },
];

/**
 * Start times: events 1…300 fall on days 2–27 of the current month (about 12 a day), the rest
 * in the twelve months either side. Month arithmetic is in the database's zone, like the app's.
 */
const startsAt = `case
    when i <= ${BUSY_MONTH_EVENTS}
      then date_trunc('month', now()) + make_interval(days => 1 + i % 26, hours => 7 + i % 12, mins => 15 * (i % 4))
    else date_trunc('month', now())
      + make_interval(months => case when i % 24 < 12 then i % 24 - 12 else i % 24 - 11 end,
                      days => i % 27, hours => 8 + i % 10)
  end`;

export async function seedEvents(client) {
  await client.query(
    `insert into events (title, description, starts_at, ends_at, venue_name, venue_address,
       latitude, longitude, cover_image_url, images, tags, sponsors, organisers, capacity, status,
       channel_id, created_by, created_at, updated_at, time_zone)
     select ${pick(cities, 'i / 10')} || ' ' || ${pick(kinds, 'i')} || ' ' || i,
       'An evening for the whole community: ' || lower(${pick(kinds, 'i')}) ||
         ', friends old and new, food and music. Register early; a waiting list opens when it is full.',
       s.starts,
       s.starts + case when i % 25 = 0 then interval '2 days 4 hours'
                       else make_interval(hours => 2 + i % 4) end,
       ${pick(cities, 'i / 10')} || ' Community Centre',
       (10 + i % 90) || ' Park Street, ' || ${pick(cities, 'i / 10')},
       case when i % 2 = 0 then 18.5 + (i % 100) / 1000.0 end,
       case when i % 2 = 0 then 73.8 + (i % 100) / 1000.0 end,
       '/images/events/' || ${pick(covers, 'i')} || '.svg',
       case when i % 3 = 0 then '["/images/events/cricket-2.svg", "/images/events/cricket-3.svg"]'::jsonb else '[]'::jsonb end,
       jsonb_build_array(lower(${pick(kinds, 'i')}), 'community'),
       case when i % 4 = 0 then $2::jsonb else '[]'::jsonb end,
       case when i % 4 = 0 then $3::jsonb else '[]'::jsonb end,
       case when i % 3 = 0 then null else 50 + (i % 20) * 25 end,
       case when i % 40 = 0 then 'cancelled' when i % 50 = 1 then 'draft' else 'published' end,
       case when i % 10 = 0 then 'bn' || lpad((i % 10000)::text, 4, '0') end,
       $1, now() - interval '400 days', now() - interval '400 days', 'Asia/Kolkata'
     from generate_series(1, ${EVENTS}) as i
     cross join lateral (select ${startsAt} as starts) as s`,
    [await adminId(client), JSON.stringify(sponsors), JSON.stringify(organisers)],
  );
  await client.query(
    `create temporary table bench_events as
       select id, starts_at, ends_at, status, capacity from events where created_at < now() - interval '399 days'`,
  );
}

export async function adminId(client) {
  const { rows } = await client.query(`select id from users where email = 'admin@example.org'`);
  return rows[0]?.id ?? null;
}

/**
 * Two events get a role: a recent past one hosts the tournament, a future one with a capacity
 * takes the write path. Done before registrations so theirs match the final dates.
 */
export async function designateEvents(client) {
  const {
    rows: [tournament],
  } = await client.query(
    `update events set title = 'Bench Premier League', tags = '["cricket","tournament"]',
       starts_at = date_trunc('month', now()) - interval '20 days',
       ends_at = date_trunc('month', now()) - interval '3 days', capacity = null
     where id = (select id from bench_events where status = 'published'
                 and starts_at < date_trunc('month', now()) - interval '2 months'
                 order by starts_at desc limit 1)
     returning id`,
  );
  const {
    rows: [target],
  } = await client.query(
    `update events set title = 'Bench Registration Rush', capacity = $1,
       starts_at = date_trunc('month', now()) + interval '2 months 3 days',
       ends_at = date_trunc('month', now()) + interval '2 months 3 days 4 hours'
     where id = (select id from bench_events where status = 'published'
                 and starts_at > date_trunc('month', now()) + interval '3 months'
                 order by starts_at limit 1)
     returning id`,
    [TARGET_CAPACITY],
  );
  // Refresh the helper table with the moved dates.
  await client.query(
    `update bench_events b set starts_at = e.starts_at, ends_at = e.ends_at, capacity = e.capacity
     from events e where e.id = b.id`,
  );
  return { tournamentEventId: tournament.id, registrationEventId: target.id };
}

/** Spread over the published events, at most ~21 per event and 2 places each: within capacity. */
export async function seedRegistrations(client) {
  await client.query(
    `create temporary table bench_open as
       select row_number() over (order by starts_at, id) as n, id, starts_at, ends_at
       from bench_events where status = 'published'`,
  );
  await client.query(
    `insert into registrations (event_id, title, first_name, last_name, email, phone, guest,
       wants_updates, status, seats, ticket, created_at, confirmed_at, checked_in_at)
     select e.id,
       case when r % 2 = 0 then 'Mr.' else 'Ms.' end,
       ${pick(firstNames, 'r')}, ${pick(lastNames, 'r / 20')},
       'bench.attendee.' || r || '@example.org',
       '9' || lpad((r % 1000000000)::text, 9, '0'),
       case when r % 5 = 0 then jsonb_build_object('title', 'Mrs.', 'firstName', 'Guest',
         'lastName', ${pick(lastNames, 'r / 20')}, 'email', 'guest.' || r || '@example.org',
         'phone', '9811111111') end,
       r % 3 <> 0,
       case when e.ends_at < now() and r % 4 <> 3 then 'checked_in' else 'confirmed' end,
       case when r % 5 = 0 then 2 else 1 end,
       ${ticketExpression('r')},
       c.created, c.created,
       case when e.ends_at < now() and r % 4 <> 3 then e.starts_at end
     from generate_series(1, ${REGISTRATIONS}) as r
     join bench_open e on e.n = 1 + r % (select count(*) from bench_open)
     cross join lateral (select least(now(), e.starts_at) - make_interval(hours => 1 + r % 500) as created) as c`,
  );
  return REGISTRATIONS;
}
