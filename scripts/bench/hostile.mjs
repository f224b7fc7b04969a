// Issue 21: what a hostile burst gets through on the production limits (ADR 28, ADR 33). The
// bench's server trusts X-Forwarded-For, so each scenario speaks from an address of its own:
// the attacker's one address, where the write load stands for many people's.
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { embeddedDatabase } from './portal-server.mjs';

const HOARD_CAPACITY = 50;
const BURST = 200;
// Past about 40 challenges in a minute each costs a script seconds (ADR 33): the bench stops there.
const PROVED_BURST = 40;

/** A copy of a published future event with 50 places and nobody registered: the prize. */
async function freshEvent(dataDir, title) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    // The whole row copied, whatever columns later migrations add.
    await client.query(
      `create temp table prize as
       select * from events where status = 'published' and starts_at > now() + interval '1 month'
       order by starts_at limit 1`,
    );
    await client.query(
      `update prize set id = gen_random_uuid(), title = $1, capacity = $2, created_at = now(),
         updated_at = now()`,
      [title, HOARD_CAPACITY],
    );
    const { rows } = await client.query(`insert into events select * from prize returning id`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function someMobile(dataDir) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const { rows } = await client.query(`select mobile from users order by created_at limit 1`);
    return rows[0].mobile;
  } finally {
    await client.end();
  }
}

const person = (run, n) => ({
  title: 'Mr.',
  firstName: 'Hoarder',
  lastName: 'Script',
  email: `hoard.${run}.${n}@example.org`,
  phone: '9876543210',
  eventUpdates: 'no',
  hasGuest: 'no',
});

function post(url, body, address, headers = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });
}

const tally = (codes) =>
  codes.reduce((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

/** From the database: the API's public answers may be cached for a moment. */
async function seatsTaken(dataDir, eventId) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const { rows } = await client.query(
      `select coalesce(sum(seats), 0)::int as taken from registrations
       where event_id = $1 and status in ('confirmed', 'checked_in')`,
      [eventId],
    );
    return rows[0].taken;
  } finally {
    await client.end();
  }
}

/** 200 registrations sent at once from one address, as a script written to the spec would. */
async function unprovedBurst(base, dataDir) {
  const eventId = await freshEvent(dataDir, 'Bench Hoard (no proof)');
  const run = Date.now().toString(36);
  const started = performance.now();
  const codes = await Promise.all(
    Array.from({ length: BURST }, (_, n) =>
      post(`${base}/api/registration/${eventId}`, person(run, n), '203.0.113.10'),
    ),
  );
  return {
    label: `${BURST} registrations at once, no proof`,
    seconds: (performance.now() - started) / 1000,
    codes: tally(codes),
    placesTaken: await seatsTaken(dataDir, eventId),
  };
}

/**
 * A script that does the work: asks for 40 challenges at once, solves them all with Node's
 * native SHA-256 (faster than any phone), then sends the 40 registrations at once.
 */
async function provedBurst(base, dataDir) {
  const eventId = await freshEvent(dataDir, 'Bench Hoard (with proofs)');
  const address = '203.0.113.11';
  const run = Date.now().toString(36);
  const challenges = await Promise.all(
    Array.from({ length: PROVED_BURST }, () =>
      fetch(`${base}/api/registration/challenge`, { headers: { 'x-forwarded-for': address } }).then(
        (response) => response.json(),
      ),
    ),
  );
  const solving = performance.now();
  const proofs = [];
  for (const challenge of challenges) {
    const solution = await solveChallenge({ challenge, deriveKey });
    proofs.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  const solveSeconds = (performance.now() - solving) / 1000;
  const codes = await Promise.all(
    proofs.map((proof, n) =>
      post(`${base}/api/registration/${eventId}`, person(run, n), address, {
        'x-registration-proof': proof,
      }),
    ),
  );
  return {
    label: `${PROVED_BURST} registrations at once, each with a solved proof`,
    seconds: solveSeconds,
    codes: tally(codes),
    placesTaken: await seatsTaken(dataDir, eventId),
  };
}

/** Wrong sign-ins sent at once: from one address (limit 30 a minute), and at one account. */
async function signInBursts(base, dataDir) {
  const mobile = await someMobile(dataDir);
  const login = (address, account = mobile) =>
    post(`${base}/api/auth/login`, { mobile: account, password: 'not-the-password' }, address);
  // Sixty numbers tried from one address: its own limit (30 a minute) judges only thirty.
  const sprayed = await Promise.all(
    Array.from({ length: 60 }, (_, n) =>
      login('203.0.113.21', `+9198100${String(n).padStart(5, '0')}`),
    ),
  );
  const fromOne = await Promise.all(Array.from({ length: 60 }, () => login('203.0.113.20')));
  // The account from 25 addresses at once: its loose limit slows them, never refuses.
  const atAccount = await Promise.all(
    Array.from({ length: 25 }, (_, n) => login(`198.51.100.${n + 1}`)),
  );
  return [
    { label: '60 wrong sign-ins at once, one address, 60 numbers', codes: tally(sprayed) },
    { label: '60 wrong sign-ins at once, one address, one account', codes: tally(fromOne) },
    { label: '25 wrong sign-ins at once, one account, 25 addresses', codes: tally(atAccount) },
  ];
}

export async function hostileBursts(server, dataDir, log) {
  log(`hostile: ${BURST} registrations at once from one address, no proof`);
  const unproved = await unprovedBurst(server.url, dataDir);
  log(`hostile: ${PROVED_BURST} challenges solved by a script, registrations at once`);
  const proved = await provedBurst(server.url, dataDir);
  log('hostile: wrong sign-ins at once');
  const signIns = await signInBursts(server.url, dataDir);
  return { capacity: HOARD_CAPACITY, registrations: [unproved, proved], signIns };
}
