import type pg from 'pg';
import { countryCodeOf } from './country-names';
import { nameSearchKey } from './name-search';

// The data moves issue 35 needs that SQL cannot make, run after the migrations on every start
// under their lock (as the phones' move is, normalise-phones.ts). Each finds only rows still to
// do, so a run with nothing left reads an index and writes nothing.
//
// 1. users.name_search: 0025 left it empty; the transliterated key needs JavaScript.
// 2. users.country became an ISO 3166 alpha-2 code. A name people wrote ("India", "भारत", "UK")
//    becomes its code. A value that names no country we know ("Atlantis", "Gujarat") is never
//    thrown away: it moves to the end of the member's own address (on a line of its own), which
//    they see and edit in their profile, and which is private unless they share it; the country
//    is left empty for them to choose (ADR 51).

export interface AlumniDataResult {
  names: number;
  countries: number;
  movedToAddress: number;
}

async function fillNameSearch(client: pg.ClientBase) {
  const { rows } = await client.query<{ id: string; name: string }>(
    "select id, name from users where name_search = ''",
  );
  if (rows.length === 0) return 0;
  await client.query(
    `update users u set name_search = t.key
     from unnest($1::uuid[], $2::text[]) as t(id, key) where u.id = t.id`,
    [rows.map((row) => row.id), rows.map((row) => nameSearchKey(row.name))],
  );
  return rows.length;
}

async function countriesToCodes(client: pg.ClientBase) {
  const { rows } = await client.query<{ id: string; country: string }>(
    "select id, country from users where country is not null and country !~ '^[A-Z]{2}$'",
  );
  const codes: { id: string; code: string | null }[] = [];
  const unread: { id: string; text: string }[] = [];
  for (const row of rows) {
    const text = row.country.trim();
    const code = text === '' ? null : countryCodeOf(text);
    if (code !== undefined) codes.push({ id: row.id, code });
    else unread.push({ id: row.id, text });
  }
  await client.query(
    `update users u set country = t.code, updated_at = now()
     from unnest($1::uuid[], $2::text[]) as t(id, code) where u.id = t.id`,
    [codes.map((row) => row.id), codes.map((row) => row.code)],
  );
  await client.query(
    `update users u set country = null, updated_at = now(),
       address = case when coalesce(btrim(u.address), '') = '' then t.text
                      else u.address || E'\\n' || t.text end
     from unnest($1::uuid[], $2::text[]) as t(id, text) where u.id = t.id`,
    [unread.map((row) => row.id), unread.map((row) => row.text)],
  );
  return { countries: codes.length, movedToAddress: unread.length };
}

/** Both moves, in one transaction. */
export async function moveAlumniData(client: pg.ClientBase): Promise<AlumniDataResult> {
  await client.query('begin');
  try {
    const names = await fillNameSearch(client);
    const countries = await countriesToCodes(client);
    await client.query('commit');
    return { names, ...countries };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
