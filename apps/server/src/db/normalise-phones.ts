import { DEFAULT_PHONE_COUNTRY, toE164 } from '@portal/contract';
import type pg from 'pg';

// The move to E.164 (ADR 22), for numbers stored before phones of every country were accepted
// (then: exactly 10 digits). Runs after the SQL migrations on every start, under their lock, so
// rows an older process writes during a rolling upgrade are moved too; once moved, a row is
// never read again (the E.164 test below is the index of what is left). A value that cannot be
// read is never rewritten: it stays as it was and is flagged in unreadable_phones for admins.

const E164 = String.raw`^\+[1-9][0-9]{6,14}$`;

type Kind = 'member' | 'registration' | 'guest';
interface Found {
  id: string;
  value: string;
}
export interface PhoneMigrationResult {
  converted: number;
  flagged: number;
}

const unflagged = (kind: Kind, id: string, value: string) => `
  not exists (select 1 from unreadable_phones f
              where f.kind = '${kind}' and f.record_id = ${id} and f.value = ${value})`;

async function flag(client: pg.ClientBase, kind: Kind, rows: Found[]) {
  if (rows.length === 0) return;
  await client.query(
    `insert into unreadable_phones (kind, record_id, value)
     select $1, id, value from unnest($2::uuid[], $3::text[]) as t(id, value)
     on conflict (kind, record_id) do update set value = excluded.value, flagged_at = now()`,
    [kind, rows.map((row) => row.id), rows.map((row) => row.value)],
  );
}

/** Splits rows into those read as E.164 and those that cannot be. */
function read(rows: Found[], country: string) {
  const readable: { id: string; e164: string }[] = [];
  const unreadable: Found[] = [];
  for (const row of rows) {
    const e164 = toE164(row.value, country);
    if (e164) readable.push({ id: row.id, e164 });
    else unreadable.push(row);
  }
  return { readable, unreadable };
}

async function members(client: pg.ClientBase, country: string): Promise<PhoneMigrationResult> {
  const { rows } = await client.query<Found>(
    `select id, mobile as value from users
     where mobile !~ '${E164}' and ${unflagged('member', 'users.id', 'users.mobile')}`,
  );
  const { readable, unreadable } = read(rows, country);
  // Two old rows may be one number written two ways: the first keeps it, the other is flagged.
  const { rows: taken } = await client.query<{ mobile: string }>(
    'select mobile from users where mobile = any($1::text[])',
    [readable.map((row) => row.e164)],
  );
  const used = new Set(taken.map((row) => row.mobile));
  const moves: typeof readable = [];
  for (const row of readable) {
    if (used.has(row.e164)) unreadable.push(rows.find((found) => found.id === row.id)!);
    else {
      used.add(row.e164);
      moves.push(row);
    }
  }
  await client.query(
    `update users u set mobile = t.e164, updated_at = now()
     from unnest($1::uuid[], $2::text[]) as t(id, e164) where u.id = t.id`,
    [moves.map((row) => row.id), moves.map((row) => row.e164)],
  );
  await flag(client, 'member', unreadable);
  return { converted: moves.length, flagged: unreadable.length };
}

async function registrations(client: pg.ClientBase, country: string) {
  const attendees = await client.query<Found>(
    `select id, phone as value from registrations
     where phone !~ '${E164}' and ${unflagged('registration', 'registrations.id', 'registrations.phone')}`,
  );
  const guests = await client.query<Found>(
    `select id, guest->>'phone' as value from registrations
     where guest is not null and guest->>'phone' !~ '${E164}'
       and ${unflagged('guest', 'registrations.id', "registrations.guest->>'phone'")}`,
  );
  const attendee = read(attendees.rows, country);
  const guest = read(guests.rows, country);
  await client.query(
    `update registrations r set phone = t.e164
     from unnest($1::uuid[], $2::text[]) as t(id, e164) where r.id = t.id`,
    [attendee.readable.map((row) => row.id), attendee.readable.map((row) => row.e164)],
  );
  await client.query(
    `update registrations r set guest = jsonb_set(r.guest, '{phone}', to_jsonb(t.e164))
     from unnest($1::uuid[], $2::text[]) as t(id, e164) where r.id = t.id`,
    [guest.readable.map((row) => row.id), guest.readable.map((row) => row.e164)],
  );
  await flag(client, 'registration', attendee.unreadable);
  await flag(client, 'guest', guest.unreadable);
  return {
    converted: attendee.readable.length + guest.readable.length,
    flagged: attendee.unreadable.length + guest.unreadable.length,
  };
}

/** Moves every stored phone to E.164, in one transaction; reading the site's default country. */
export async function normaliseStoredPhones(client: pg.ClientBase): Promise<PhoneMigrationResult> {
  await client.query('begin');
  try {
    const { rows } = await client.query<{ country: string | null }>(
      'select default_country as country from site_settings limit 1',
    );
    const country = rows[0]?.country ?? DEFAULT_PHONE_COUNTRY;
    const people = await members(client, country);
    const attendees = await registrations(client, country);
    await client.query('commit');
    return {
      converted: people.converted + attendees.converted,
      flagged: people.flagged + attendees.flagged,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** One line each for what the move did, when it did anything (start-up logs). */
export function reportPhoneMigration(result: PhoneMigrationResult, log: (line: string) => void) {
  if (result.converted > 0) log(`phone numbers moved to international form: ${result.converted}`);
  if (result.flagged > 0)
    log(
      `phone numbers that could not be read, kept as they were: ${result.flagged} ` +
        '(listed for site admins under Members → Numbers to check)',
    );
}
