// Issue #22: every read as a visitor and as signed-in members in the same run, side by side, with
// the member/visitor ratio; plus the member-only reads (/api/auth/user, the profile).
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { calendarMonthPath, readEndpoints } from './endpoints.mjs';
import { CLIENT_HEADERS, CONNECTIONS, measure } from './load.mjs';
import { embeddedDatabase } from './portal-server.mjs';

/** The embedded database's URL, for a second server process on it. */
export function databaseUrlOf(dataDir) {
  const { host, port, user, password, database } = embeddedDatabase(dataDir);
  return `postgres://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}

export const MEMBER_TOKENS = Number(process.env.BENCH_MEMBER_TOKENS ?? 300);

/**
 * Signs in `count` distinct members straight in the database (a session row each, as sign-in
 * writes it): the bench measures reading, not password hashing. `kind` 'readers' are members who
 * manage nothing, as most members are (the seeded people each own a channel, so these are new
 * accounts); 'owners' are seeded channel owners, whose event reads include their drafts;
 * 'lighthouse' is one more reader, signed in for the browser runs.
 */
export async function seedMemberTokens(dataDir, count = MEMBER_TOKENS, kind = 'readers') {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const { rows } =
      kind !== 'owners'
        ? await client.query(
            `insert into users (name, email, mobile)
             select 'Bench Reader ' || i, 'bench.' || $2 || '.' || i || '@example.org',
               '+91' || $3 || lpad(i::text, 9, '0')
             from generate_series(1, $1) as i
             on conflict do nothing
             returning id`,
            [count, kind, { readers: '7', uploads: '8' }[kind] ?? '6'],
          )
        : await client.query(
            `select distinct u.id, u.email from users u
             join channel_members m on m.user_id = u.id and m.role = 'owner'
             where u.email like 'bench.member.%' order by u.email limit $1`,
            [count],
          );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select u, h, now() + interval '30 days' from unnest($1::uuid[], $2::bytea[]) as t(u, h)`,
      [
        rows.map((row) => row.id),
        tokens.map((token) => createHash('sha256').update(token).digest()),
      ],
    );
    return tokens;
  } finally {
    await client.end();
  }
}

/** autocannon requests that rotate through the members' tokens, one per request. */
function asMembers(path, tokens) {
  let next = 0;
  return [
    {
      method: 'GET',
      path,
      setupRequest(request) {
        next = (next + 1) % tokens.length;
        const authorization = `Bearer ${tokens[next]}`;
        return { ...request, headers: { ...CLIENT_HEADERS, ...request.headers, authorization } };
      },
    },
  ];
}

/** [label, path] of the reads only a signed-in member makes. */
export const memberOnlyEndpoints = () => [
  ['signed-in user', '/api/auth/user'],
  ['my profile', '/api/profile/profile'],
  ['my channels', '/api/channels/mine'],
];

/** Each public read as a visitor, then as members; then the member-only reads. */
export async function loadAsMembers(baseUrl, seeded, tokens, log, ownerTokens = []) {
  const rows = [];
  const shared = readEndpoints(seeded).filter(([, path]) => path.startsWith('/api/'));
  if (!shared.some(([, path]) => path === calendarMonthPath())) {
    shared.push(['calendar month', calendarMonthPath()]);
  }
  for (const [label, path] of shared) {
    log(`load: ${label} as visitor, then as members  ${path}`);
    const visitor = await measure(`${baseUrl}${path}`);
    const member = await measure(baseUrl, { requests: asMembers(path, tokens) });
    rows.push({ label, path, visitor, member, ratio: member.rps / visitor.rps });
  }
  if (ownerTokens.length > 0) {
    // Channel owners read drafts and their right to manage: never the shared copy.
    const [label, path] = shared[0];
    log(`load: ${label} as channel owners  ${path}`);
    const member = await measure(baseUrl, { requests: asMembers(path, ownerTokens) });
    const visitor = rows[0].visitor;
    rows.push({
      label: `${label} (channel owners)`,
      path,
      visitor,
      member,
      ratio: member.rps / visitor.rps,
    });
  }
  for (const [label, path] of memberOnlyEndpoints()) {
    log(`load: ${label} as members  ${path}`);
    const member = await measure(baseUrl, { requests: asMembers(path, tokens) });
    rows.push({ label, path, visitor: undefined, member, ratio: undefined });
  }
  return rows;
}

const fixed = (value, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-GB', { maximumFractionDigits: digits }) : '–';

/** A Markdown table of loadAsMembers' rows. */
export function memberTable(rows) {
  const lines = [
    '| read | visitor req/s | visitor p99 ms | member req/s | member p99 ms | member/visitor | member non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, visitor, member, ratio } of rows) {
    lines.push(
      `| ${label} | ${fixed(visitor?.rps)} | ${fixed(visitor?.p99)} | ${fixed(member.rps)} | ${fixed(member.p99)} | ${fixed(ratio, 2)} | ${member.unexpected} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Two server processes on the one database, each given half the connections at once: the same
 * reads as visitor and as members, their throughputs added, the worse p99 of the two.
 */
export async function loadTwoProcesses(urls, seeded, tokens, log) {
  const paths = [
    ['events, first page', '/api/events'],
    ['upcoming (home)', '/api/events/upcoming?limit=3'],
    ['wall page', `/api/posts?limit=20&channel=${seeded.wallChannelId}`],
  ];
  const both = async (options) => {
    const halves = await Promise.all(
      urls.map((url) => measure(url, { ...options(url), connections: CONNECTIONS / 2 })),
    );
    return {
      rps: halves.reduce((sum, half) => sum + half.rps, 0),
      p99: Math.max(...halves.map((half) => half.p99)),
      unexpected: halves.reduce((sum, half) => sum + half.unexpected, 0),
    };
  };
  const rows = [];
  for (const [label, path] of paths) {
    log(`two processes: ${label} as visitor, then as members  ${path}`);
    const visitor = await both((url) => ({ requests: [{ method: 'GET', path }], url }));
    const member = await both(() => ({ requests: asMembers(path, tokens) }));
    rows.push({
      label: `${label} (2 processes)`,
      path,
      visitor,
      member,
      ratio: member.rps / visitor.rps,
    });
  }
  log('two processes: signed-in user as members');
  const member = await both(() => ({ requests: asMembers('/api/auth/user', tokens) }));
  rows.push({
    label: 'signed-in user (2 processes)',
    path: '/api/auth/user',
    visitor: undefined,
    member,
    ratio: undefined,
  });
  return rows;
}
