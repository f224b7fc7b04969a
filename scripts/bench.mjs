// `npm run bench`: figures, not pass/fail. Starts the built server on a scratch embedded
// PostgreSQL, measures start-up, request latency and throughput on loopback, and the web bundle.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
chmodSync(dataDir, 0o755);

function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1], seconds: (performance.now() - started) / 1000 });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

const stop = (child) =>
  new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

async function load(url) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) failures++;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  return {
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
    'p99 ms': at(0.99),
    failures,
  };
}

/** Registrations for one event, all at once: each takes the event's row lock in turn. */
async function registrationBurst(url, eventId, count = 400) {
  const began = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      fetch(`${url}/api/registration/${eventId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Ms.',
          firstName: 'Bench',
          lastName: 'Runner',
          email: `bench.${index}.${Date.now()}@example.org`,
          phone: '9876543210',
        }),
      }).then((response) => response.status),
    ),
  );
  const seconds = (performance.now() - began) / 1000;
  return {
    registrations: count,
    'per second': Math.round(count / seconds),
    'non-201': statuses.filter((status) => status !== 201).length,
  };
}

function bundle() {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  );
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  return {
    'initial JS+CSS (gzip)': kb(initial.reduce((sum, f) => sum + gz(f), 0)),
    'all JS+CSS (gzip)': kb(assets.reduce((sum, f) => sum + gz(`assets/${f}`), 0)),
    'all JS+CSS (raw)': kb(
      assets.reduce((sum, f) => sum + statSync(path.join(dist, 'assets', f)).size, 0),
    ),
    chunks: assets.length,
  };
}

try {
  const cold = await startServer();
  await stop(cold.child);
  const warm = await startServer();
  console.log(
    `\nStart-up: first run (initdb + migrate) ${cold.seconds.toFixed(2)} s, later runs ${warm.seconds.toFixed(2)} s`,
  );
  console.log(
    `Load: ${REQUESTS} requests per endpoint, ${CONCURRENCY} concurrent, loopback, one process\n`,
  );
  const results = {};
  // The demo content is seeded, so the event reads carry real counts, teams and scorecards.
  const events = await (await fetch(`${warm.url}/api/events`)).json();
  const cup = events.find((event) => event.teams?.length > 0);
  const endpoints = [
    '/api/health',
    '/api/site',
    '/',
    '/about',
    '/api/events',
    '/api/events/upcoming?limit=3',
  ];
  if (cup) endpoints.push(`/api/events/${cup._id}`, `/api/events/${cup._id}/tournament`);
  endpoints.push('/api/events.ics');
  const channels = await (await fetch(`${warm.url}/api/channels`)).json();
  endpoints.push('/api/channels/search?q=club', '/api/posts', '/api/feedposts?status=active');
  if (channels[0])
    endpoints.push(`/api/channels/${channels[0]._id}`, `/api/posts?channel=${channels[0]._id}`);
  for (const endpoint of endpoints) {
    await load(`${warm.url}${endpoint}`); // warm-up pass
    results[endpoint] = await load(`${warm.url}${endpoint}`);
  }
  console.table(results);
  const open = events.find((event) => event.registrationOpen && event.capacity === null);
  if (open) {
    console.log(`\nRegistration burst (${CONCURRENCY}+ at once, one event, emails queued)`);
    console.table([await registrationBurst(warm.url, open._id)]);
  }
  await stop(warm.child);
  console.log('\nWeb bundle');
  console.table(bundle());
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
