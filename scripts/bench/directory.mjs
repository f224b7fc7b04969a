// Issue 35: the members' directory with 20,000 verified alumni. A signed-in member pages through
// it with a text search and two filters; p50/p95 of the answers (target p95 ≤ 50 ms).
// In `npm run bench` (BENCH_SKIP=directory leaves it out), or alone after `npm run build`:
// `node scripts/bench/directory.mjs` (a scratch embedded PostgreSQL, removed afterwards).
import pg from 'pg';
import { sessionFor } from './bench-sessions.mjs';
import { cleanupAll, cleanUpOnSignals } from './cleanup.mjs';
import { databaseUrlOf } from './member-load.mjs';
import { embeddedDatabase, scratchDataDir, startPortal } from './portal-server.mjs';
import { cities, firstNames, lastNames, pick } from './seed-sql.mjs';

export const ALUMNI = Number(process.env.BENCH_ALUMNI ?? 20_000);
const REQUESTS = Number(process.env.BENCH_DIRECTORY_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_DIRECTORY_CONCURRENCY ?? 4);

// Names in the four scripts the portal's people write: the search must find them across scripts.
const indicNames = ['राहुल शर्मा', 'जयेश पटेल', 'અમિત દેસાઈ', 'સુનીતા મહેતા', 'प्रिया वर्मा'];
const industries = ['it', 'banking', 'textiles', 'education', 'healthcare', 'consulting', 'retail'];
const skills = ['Python', 'Accounting', 'Design', 'Sales', 'Tabla', 'Leadership', 'Excel'];
const jobs = ['Engineer', 'Manager', 'Teacher', 'Doctor', 'Analyst', 'Founder', 'Designer'];
const countries = ['IN', 'IN', 'IN', 'GB', 'US', 'AE', 'SG', 'CA'];
const levels = ['members', 'members', 'members', 'batch', 'private', 'public'];

/**
 * 20,000 verified alumni across 40 batches, with names left without their search key: the
 * server's start fills the keys (the data step), as it does for rows from before issue 35.
 */
export async function seedAlumni(client) {
  await client.query(
    `insert into users (name, email, mobile, batch, course, city, country, job_title, industry,
       skills, open_to, business_name, visibility, membership_status, name_search, created_at)
     select case when i % 5 = 0 then ${pick(indicNames, 'i / 5')}
                 else ${pick(firstNames, 'i')} || ' ' || ${pick(lastNames, 'i / 20')} end,
       'bench.alumni.' || i || '@example.org',
       '+9162' || lpad(i::text, 8, '0'),
       1985 + i % 40,
       case when i % 2 = 0 then 'Commerce' else 'B.Tech CSE' end,
       ${pick(cities, 'i / 3')},
       ${pick(countries, 'i / 11')},
       ${pick(jobs, 'i / 13')},
       ${pick(industries, 'i / 17')},
       array[${pick(skills, 'i')}, ${pick(skills, 'i / 7')}],
       case when i % 4 = 0 then array['mentoring'] else '{}'::text[] end,
       case when i % 3 = 0 then ${pick(lastNames, 'i')} || ' Traders' end,
       jsonb_build_object('email', 'members', 'mobile', 'private', 'address', 'private',
         'location', ${pick(levels, 'i')}, 'career', ${pick(levels, 'i / 2')}, 'social', 'members'),
       'verified', '', now() - make_interval(days => i % 400)
     from generate_series(1, $1) as i
     on conflict do nothing`,
    [ALUMNI],
  );
}

/** A member of the class of 2005 signed in straight in the database (a session row). */
async function signedInMember(client) {
  const {
    rows: [row],
  } = await client.query(
    `insert into users (name, email, mobile, batch, membership_status, name_search)
     values ('Bench Reader', 'bench.directory.reader@example.org', '+916299999999', 2005,
             'verified', 'bench reader')
     on conflict (email) do update set batch = 2005 returning id`,
  );
  return sessionFor(client, row.id);
}

// What the member asks: a text (names in Latin letters for names in other scripts, a company, a
// job) and two filters, then the next page of some of them.
const searches = [
  'q=rahul&country=IN&industry=it',
  'q=jayesh&batchFrom=1990&batchTo=2010',
  'q=traders&country=GB&openTo=mentoring',
  'q=engineer&batchFrom=2000&batchTo=2015',
  'q=amit&country=IN&industry=banking',
  'q=sha&city=Pune&industry=textiles',
  'q=priya&batchFrom=1985&batchTo=2024',
  'q=python&country=US&openTo=mentoring',
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

async function timedGet(url, token) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, body };
}

/**
 * Seeds, starts a server process on the bench's database (a portal started on `dataDir` must be
 * running: it holds the embedded PostgreSQL), measures; the figures.
 */
export async function benchDirectory(dataDir, log) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  let token;
  const seedStarted = performance.now();
  try {
    await seedAlumni(client);
    token = await signedInMember(client);
    await client.query('analyze users');
  } finally {
    await client.end();
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  log(`directory: ${ALUMNI} alumni seeded in ${seedSeconds.toFixed(1)} s; starting a server`);
  // Its start fills the 20,000 search keys (the data step after the migrations).
  const server = await startPortal(scratchDataDir(), {
    seedDemo: false,
    env: { DATABASE_URL: databaseUrlOf(dataDir) },
  });
  log(`directory: server healthy after ${server.seconds.toFixed(1)} s (search keys filled)`);
  try {
    const first = await timedGet(`${server.url}/api/directory?${searches[0]}`, token);
    if (first.status !== 200) throw new Error(`directory answered ${first.status}`);
    // Warm-up: JIT, pools, PostgreSQL's caches.
    for (const query of searches) await timedGet(`${server.url}/api/directory?${query}`, token);
    const times = [];
    const totals = {};
    let failures = 0;
    // Non-200 answers by status, so a failure says what it was (a 503 is the server shedding load).
    const failedStatuses = {};
    const failed = (status) => {
      failures += 1;
      failedStatuses[status] = (failedStatuses[status] ?? 0) + 1;
    };
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const index = next++;
        const query = searches[index % searches.length];
        let url = `${server.url}/api/directory?${query}&limit=24`;
        const result = await timedGet(url, token);
        times.push(result.ms);
        if (result.status !== 200) failed(result.status);
        else totals[query] = result.body.total;
        // Every third search also reads its next page, as endless scrolling does.
        if (index % 3 === 0 && result.body.nextCursor) {
          url += `&cursor=${result.body.nextCursor}`;
          const page = await timedGet(url, token);
          times.push(page.ms);
          if (page.status !== 200) failed(page.status);
        }
      }
    };
    log(`directory: ${REQUESTS} searches, ${CONCURRENCY} at a time`);
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    times.sort((a, b) => a - b);
    return {
      alumni: ALUMNI,
      requests: times.length,
      concurrency: CONCURRENCY,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      failures,
      failedStatuses,
      totals,
      seedSeconds,
      startSeconds: server.seconds,
      errorLines: server.errorLines,
    };
  } finally {
    await server.stop();
  }
}

/** A Markdown section for the report. */
export function directorySection(result) {
  if (!result) return '(not measured: BENCH_SKIP=directory)';
  const ms = (value) => value.toFixed(1);
  return [
    `${result.alumni.toLocaleString('en-GB')} verified alumni; one signed-in member, ${result.concurrency} requests at a time, ${result.requests} directory pages (a text search and two filters; every third search also its next page). Target: p95 ≤ 50 ms.`,
    '',
    '| p50 ms | p95 ms | p99 ms | failures | seeding s | start with 20,000 name keys to fill, s |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${result.failures} | ${result.seedSeconds.toFixed(1)} | ${result.startSeconds.toFixed(1)} |`,
    '',
    ...(result.failures > 0
      ? [
          `Failed answers by status: ${Object.entries(result.failedStatuses ?? {})
            .map(([status, count]) => `${status} × ${count}`)
            .join(', ')}.`,
          '',
        ]
      : []),
    `Matches per search: ${Object.entries(result.totals)
      .map(([query, total]) => `\`${query}\` ${total}`)
      .join(', ')}.`,
  ].join('\n');
}

// Alone: a scratch database of its own, the demo content, then the directory.
if (import.meta.url === `file://${process.argv[1]}`) {
  cleanUpOnSignals();
  const began = Date.now();
  const log = (message) =>
    console.log(`[directory ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);
  let code = 0;
  try {
    const dataDir = scratchDataDir();
    log('first start on a fresh embedded PostgreSQL');
    // It runs the embedded PostgreSQL the bench's own server process then shares.
    const first = await startPortal(dataDir);
    const result = await benchDirectory(dataDir, log);
    await first.stop();
    console.log(`\n${directorySection(result)}`);
    if (result.errorLines.length > 0) console.log(result.errorLines.slice(0, 10).join('\n'));
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    await cleanupAll();
  }
  process.exit(code);
}
