// Seeds the scratch database at scale with set-based SQL, straight into PostgreSQL: seconds,
// not the minutes the API would take. Rows have the shapes the app itself writes.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { embeddedDatabase } from './portal-server.mjs';
import { seedCommunity, BUSY_CHANNEL, SEARCH_TERM } from './seed-community.mjs';
import { designateEvents, seedEvents, seedRegistrations } from './seed-events.mjs';
import { seedMembers } from './seed-people.mjs';
import { seedTournament } from './seed-tournament.mjs';

export async function seedAtScale(dataDir) {
  const started = performance.now();
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    await client.query('begin');
    await seedMembers(client);
    await seedCommunity(client);
    await seedEvents(client);
    const roles = await designateEvents(client);
    await seedRegistrations(client);
    await seedTournament(client, roles.tournamentEventId);
    await client.query('commit');
    // As autovacuum would soon after such a load: the planner needs the new row counts.
    await client.query('analyze');
    const counts = await countRows(client);
    const detailsEventId = await eventForDetails(client);
    return {
      ...roles,
      detailsEventId,
      wallChannelId: BUSY_CHANNEL,
      searchTerm: SEARCH_TERM,
      counts,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await client.end();
  }
}

async function countRows(client) {
  const { rows } = await client.query(
    `select (select count(*) from events)::int as events,
            (select count(*) from registrations)::int as registrations,
            (select count(*) from users)::int as members,
            (select count(*) from channels)::int as channels,
            (select count(*) from posts)::int as posts,
            (select count(*) from teams t join events e on e.id = t.event_id
              where e.title = 'Bench Premier League')::int as teams,
            (select count(*) from matches m join events e on e.id = m.event_id
              where e.title = 'Bench Premier League')::int as matches,
            (select count(*) from events where starts_at >= date_trunc('month', now())
              and starts_at < date_trunc('month', now()) + interval '1 month')::int as "events this month"`,
  );
  return rows[0];
}

/** A published event of the busy month with sponsors and organisers: a full details page. */
async function eventForDetails(client) {
  const { rows } = await client.query(
    `select id from events where status = 'published' and jsonb_array_length(sponsors) > 0
       and starts_at >= date_trunc('month', now()) + interval '1 day'
       and starts_at < date_trunc('month', now()) + interval '1 month'
     order by starts_at, id limit 1`,
  );
  return rows[0].id;
}

/** Places confirmed beyond each event's capacity, over every event (seeded and bench-made). */
export async function overbooking(dataDir, eventId) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const { rows } = await client.query(
      `select e.id, e.capacity,
         coalesce(sum(r.seats) filter (where r.status in ('confirmed', 'checked_in')), 0)::int as taken,
         count(r.id) filter (where r.status = 'waitlisted')::int as waiting,
         count(r.id)::int as registrations
       from events e left join registrations r on r.event_id = e.id
       where e.capacity is not null group by e.id`,
    );
    const over = rows.filter((row) => row.taken > row.capacity);
    const target = rows.find((row) => row.id === eventId);
    return {
      overbookedPlaces: over.reduce((sum, row) => sum + row.taken - row.capacity, 0),
      overbookedEvents: over.length,
      target,
    };
  } finally {
    await client.end();
  }
}

/** Events a visitor sees in [from, to), as GET /api/events filters them (drafts are hidden). */
export async function visibleEventsBetween(dataDir, from, to) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as count from events
       where status <> 'draft' and ends_at >= $1 and starts_at < $2`,
      [from, to],
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}
