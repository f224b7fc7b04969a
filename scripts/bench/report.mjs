// Turns the measurements into bench/results.md (committed, latest run only) and the console.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from './load.mjs';
import { MEMBER_TOKENS, memberTable } from './member-load.mjs';
import { root, serveCommand } from './portal-server.mjs';
import { ROSTER_ROWS, ROSTER_TARGET_SECONDS } from './roster-import.mjs';
import { SEASON_TARGET_SECONDS } from './season-import.mjs';
import { mark, targets as t } from './targets.mjs';
import { directorySection } from './directory.mjs';

const n = (value, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : '–';

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- ').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

function machine(run) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    `Date: ${run.date.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `Machine: ${os.cpus().length} cores (${cpu}), ${n(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `Load average (1 min) at start ${run.loadStart.toFixed(2)}, at end ${os.loadavg()[0].toFixed(2)}: the machine may be shared, and the load generator runs on it too.`,
  ];
}

function endpointSection({ ceiling, rows }) {
  const line = (label, path, r, kind) => {
    const rpsOk =
      kind === 'write' ? r.rps >= t.writeRps : kind === 'read' ? r.rps >= t.readRps : null;
    const p99Ok = kind === 'read' ? r.p99 <= t.readP99Ms : null;
    const flag = (ok) => (ok === null ? '' : ` ${mark(ok)}`);
    return [
      label,
      `\`${path}\``,
      `${n(r.rps)}${flag(rpsOk)}`,
      n(r.p50),
      `${n(r.p99)}${flag(p99Ok)}`,
      `${r.errors} / ${r.non2xx}`,
      ceiling.rps ? `${n((100 * r.rps) / ceiling.rps)} %` : '–',
    ];
  };
  return table(
    ['Endpoint', 'Request', 'req/s', 'p50 ms', 'p99 ms', 'errors / non-2xx', 'of ceiling'],
    [
      line('ceiling: bare Fastify hello-world', 'GET /', ceiling, 'ceiling'),
      ...rows.map((r) => line(r.label, r.path, r, r.kind)),
    ],
  );
}

function statusNotes(rows) {
  return rows
    .filter((r) => r.non2xx > 0 || r.errors > 0)
    .map(
      (r) =>
        `- ${r.label}: status codes ${JSON.stringify(r.statusCodes)}, ${r.errors} socket errors/timeouts`,
    );
}

function serverSection(run) {
  const { booking } = run.api;
  const target = booking.target;
  return table(
    ['Figure', 'Value', 'Target'],
    [
      [
        `Start-up to healthy, existing database (\`${serveCommand.join(' ')}\`)`,
        `${n(run.startup.seconds, 2)} s ${mark(run.startup.seconds <= t.startupSeconds)}`,
        `≤ ${t.startupSeconds} s`,
      ],
      ['First start (initdb, migrations, demo content)', `${n(run.firstStart, 2)} s`, '–'],
      ['Seeding at scale (set-based SQL)', `${n(run.seeded.seconds, 1)} s`, '–'],
      [
        'Server memory (max RSS during the load, PostgreSQL not counted)',
        `${n(run.api.maxRssMb)} MB ${mark(run.api.maxRssMb <= t.rssMb)}`,
        `≤ ${t.rssMb} MB`,
      ],
      [
        'Overbooking (places confirmed beyond capacity, all events)',
        `overbooked: ${booking.overbookedPlaces} ${mark(booking.overbookedPlaces === 0)}`,
        '0',
      ],
      [
        'Write-path event after the run',
        target
          ? `${target.taken} of ${target.capacity} places taken, ${target.waiting} waiting, ${target.registrations} registrations`
          : '–',
        '–',
      ],
      ['Server log lines at error level', `${run.errorLines.length}`, '0'],
    ],
  );
}

function webSection(web, expectedMonthEvents) {
  const weight = table(
    [
      'First visit to `/`',
      'JS gzip',
      'CSS gzip',
      'JS+CSS gzip',
      'fonts',
      'files',
      'largest (gzip)',
    ],
    web.weight.map((w) => [
      `${w.viewport}, ${w.locale}`,
      `${n(w.jsKb, 1)} KB`,
      `${n(w.cssKb, 1)} KB`,
      // The budget is an English visitor's (issue #17); other languages add their catalogue.
      `${n(w.totalKb, 1)} KB ${w.locale.startsWith('en') ? mark(w.totalKb <= t.firstVisitKb) : ''}`,
      `${n(w.fontKb ?? 0, 1)} KB`,
      w.files,
      w.largest.join(', '),
    ]),
  );
  const lighthouse = table(
    ['Lighthouse mobile', 'Performance', 'LCP', 'CLS', 'TBT', 'FCP', 'runs'],
    web.lighthouse.map((l) => [
      `\`${l.label}\``,
      Number.isFinite(l.score) ? `${l.score} ${mark(l.score >= t.lighthouseScore)}` : '–',
      `${n(l.lcpMs / 1000, 2)} s`,
      `${n(l.cls, 3)} ${mark(l.cls <= t.cls)}`,
      `${n(l.tbtMs)} ms`,
      `${n(l.fcpMs / 1000, 2)} s`,
      l.scores.length === 0
        ? `error: ${l.runtimeError}`
        : `${l.scores.join(', ')}${l.failedRuns ? ` (${l.failedRuns} failed to load, retried)` : ''}`,
    ]),
  );
  const slowPhone = table(
    ['Slow phone, first visit', 'first contentful paint', 'runs', 'HTML (compressed)'],
    (web.slowPhone ?? []).map((s) => [
      `\`${s.label}\``,
      `${n(s.fcpMs / 1000, 2)} s ${mark(s.fcpMs <= t.slowPhoneFcpMs)}`,
      s.fcpRunsMs.map((ms) => n(ms / 1000, 2)).join(', '),
      `${n(s.htmlBytes / 1024, 1)} KB`,
    ]),
  );
  const calendar = table(
    [
      'Calendar, busy month',
      'month shown',
      'live',
      'next month',
      'back (cached)',
      'open busiest day',
      'longest task',
      'events loaded',
    ],
    web.calendar.map((c) => [
      `${c.viewport}${c.cpuSlowdown > 1 ? `, CPU ÷${c.cpuSlowdown}` : ''}`,
      `${n(c.firstRenderMs)} ms`,
      `${n(c.liveMs)} ms`,
      `${n(c.nextMonthMs)} ms ${mark(c.nextMonthMs <= t.interactionMs)}`,
      `${n(c.backMonthMs)} ms ${mark(c.backMonthMs <= t.interactionMs)}`,
      `${n(c.openDayMs)} ms (${c.busiestDay} events) ${mark(c.openDayMs <= t.interactionMs)}`,
      `${n(c.longestTaskMs)} ms`,
      `${c.monthEvents} of ${expectedMonthEvents} ${c.monthInPage ? 'in the page' : `in ${c.monthRequests} request(s)`} ${mark(c.monthEvents === expectedMonthEvents)}`,
    ]),
  );
  return [weight, '', lighthouse, '', slowPhone, '', calendar].join('\n');
}

const codeList = (codes) =>
  Object.entries(codes)
    .map(([code, count]) => `${n(count)} × ${code}`)
    .join(', ');

/** Issue 21: what a hostile burst got through on the production limits (ADR 28, ADR 33). */
function hostileSection(hostile) {
  if (!hostile) return 'Skipped (BENCH_SKIP=hostile).';
  const registrations = table(
    ['Registrations', 'Answers', `Places taken of ${hostile.capacity}`, 'Seconds'],
    hostile.registrations.map((r) => [
      r.label,
      codeList(r.codes),
      n(r.placesTaken),
      n(r.seconds, 1),
    ]),
  );
  const signIns = table(
    ['Sign-in burst', 'Answers (401 judged, 429 refused)'],
    hostile.signIns.map((s) => [s.label, codeList(s.codes)]),
  );
  return [registrations, '', signIns].join('\n');
}

/** Issue 23: viewers opening the live scores at once, held, and one update reaching them all. */
function matchDaySection(results) {
  if (!results) return 'Skipped (BENCH_SKIP=matchday).';
  return table(
    [
      'Processes',
      'Storm: connected of opened (refused)',
      'API p99 in the storm',
      'Held',
      'Dropped',
      'RSS held',
      'Per viewer',
      'Fan-out p50 · p99',
    ],
    results.map((r) => [
      n(r.processes),
      `${n(r.storm.connected)} of ${n(r.storm.opened)} (${n(r.storm.refused)})`,
      `${n(r.api.p99)} ms`,
      n(r.held),
      n(r.dropped),
      `${n(r.rssHeldMb)} MB`,
      `${n(r.perViewerKb, 1)} KB`,
      `${n(r.fanOut.p50)} · ${n(r.fanOut.p99)} ms`,
    ]),
  );
}

/** Issue 33: the durable job queue's throughput, and what draining it costs the API's reads. */
function jobsSection(jobs) {
  if (!jobs) return 'Skipped (BENCH_SKIP=jobs).';
  return table(
    [
      'Jobs',
      'Drained alone',
      'Drained beside reads',
      '`/api/events` p99 quiet · while draining',
      'req/s quiet · while draining',
    ],
    [
      [
        n(jobs.jobs),
        `${n(jobs.aloneSeconds, 1)} s (${n(jobs.jobs / jobs.aloneSeconds)} jobs/s)`,
        `${n(jobs.besideSeconds, 1)} s (${n(jobs.jobs / jobs.besideSeconds)} jobs/s)`,
        `${n(jobs.quiet.p99)} · ${n(jobs.busy.p99)} ms`,
        `${n(jobs.quiet.rps)} · ${n(jobs.busy.rps)}`,
      ],
    ],
  );
}

/** Issue 34: 12-megapixel photos through the pipeline, and what they cost the API's reads. */
function uploadsSection(uploads) {
  if (!uploads) return 'Skipped (BENCH_SKIP=uploads).';
  return table(
    [
      'Uploads (4 at once)',
      'Created',
      'Per second',
      'Time to 201 p50 · p95',
      '`/api/events` p99 quiet · while uploading',
      'req/s quiet · while uploading',
      'Server RSS before · peak',
    ],
    [
      [
        `${n(uploads.uploads)} × ${n(uploads.megabytes, 1)} MB`,
        `${n(uploads.created)} (${uploads.statuses.join(', ')})`,
        n(uploads.perSecond, 2),
        `${n(uploads.p50)} · ${n(uploads.p95)} ms`,
        `${n(uploads.quiet.p99)} · ${n(uploads.busy.p99)} ms`,
        `${n(uploads.quiet.rps)} · ${n(uploads.busy.rps)}`,
        `${n(uploads.idleRssMb)} · ${n(uploads.maxRssMb)} MB`,
      ],
    ],
  );
}

/** Issue 35: a 20,000-row roster through the import endpoint (dry run, import, the same again). */
function rosterSection(roster) {
  if (!roster) return 'Skipped (BENCH_SKIP=roster).';
  return table(
    ['Run', 'Status', 'Seconds', 'Imported', 'Updated', 'Row errors'],
    roster.runs.map((run) => [
      run.name,
      String(run.status),
      `${n(run.seconds, 1)} s ${run.seconds < ROSTER_TARGET_SECONDS ? '✓' : '✗'}`,
      n(run.imported),
      n(run.updated),
      n(run.errors),
    ]),
  );
}

/** Issue 41: a 74-match season's ZIP through the Cricsheet import, its table checked. */
function seasonSection(season) {
  if (!season) return 'Skipped (BENCH_SKIP=season).';
  const rows = table(
    ['Run', 'Seconds', 'Imported', 'Already there', 'Refused'],
    season.runs.map((run) => [
      run.name,
      `${n(run.seconds, 1)} s ${run.seconds < SEASON_TARGET_SECONDS ? '✓' : '✗'}`,
      n(run.imported),
      n(run.skipped),
      n(run.errors),
    ]),
  );
  const check =
    season.differences.length === 0
      ? 'Points table, net run rates and leaderboards: as the generator worked them out ✓'
      : `Differences from the generator's figures ✗: ${season.differences.slice(0, 10).join('; ')}`;
  return `${rows}\n\n${check}`;
}

function proofSection(suites) {
  return table(
    ['Proof suite', 'Count', 'Result'],
    suites.map((s) => [
      s.name,
      `${s.variable}=${s.count}`,
      s.skipped
        ? `skipped: no ${s.file} yet`
        : `${s.passed ? 'passed ✓' : 'FAILED ✗'} in ${n(s.seconds)} s (${s.summary})`,
    ]),
  );
}

export async function writeReport(run) {
  const notes = statusNotes(run.api.rows);
  const text = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench.mjs); each run replaces this file. Figures, not pass/fail:',
    "✓ / ✗ compare a figure with issue #8's target.",
    '',
    ...machine(run).map((line) => `${line}  `),
    '',
    `Data: ${Object.entries(run.seeded.counts)
      .map(([k, v]) => `${n(v)} ${k}`)
      .join(', ')}.`,
    '',
    `## API under load`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per endpoint, loopback; the client sends \`Accept-Encoding: gzip, deflate, br\` as browsers do, and no \`If-None-Match\`, so every answer is a full 200. Targets: reads ≥ ${n(t.readRps)} req/s with p99 ≤ ${t.readP99Ms} ms; registrations ≥ ${t.writeRps} req/s.`,
    '',
    endpointSection(run.api),
    ...(notes.length ? ['', 'Not 2xx:', ...notes] : []),
    '',
    '## Members and visitors',
    '',
    `Each public read as a visitor, then as ${MEMBER_TOKENS} distinct signed-in members who manage nothing (each request with the next member's token), then the first events page as ${MEMBER_TOKENS} channel owners (their answers hold drafts and their rights, never the shared copy), and the reads only members make; rows marked (2 processes) add a second server process on the same database, each process given half the connections. Issue #22's target: member ≥ 0.5 × visitor on every shared read, member p99 ≤ 50 ms, \`/api/auth/user\` ≥ 3,000 req/s.`,
    '',
    run.members?.length ? memberTable(run.members) : '(not measured: BENCH_SKIP=members)',
    '',
    '## Alumni directory',
    '',
    directorySection(run.directory),
    '',
    '## Server',
    '',
    serverSection(run),
    '',
    '## Hostile bursts',
    '',
    'On the production limits, each scenario from one address (X-Forwarded-For): the seconds of the proved burst are the script solving its 40 challenges with native SHA-256, one core.',
    '',
    hostileSection(run.hostile),
    '',
    '## Web',
    '',
    `First-visit weight: what Chromium fetched for \`/\` until the network was idle, gzipped. Lighthouse ${run.lighthouseVersion}: default mobile (simulated slow 4G, CPU ÷4), median of ${run.web.lighthouse[0]?.scores.length ?? 0} runs. Slow phone: Chromium's own throttling at 375 px, 400 kbit/s down and up, 400 ms added to each request, CPU ÷4, an empty cache each time; median of the runs, target ≤ ${n(t.slowPhoneFcpMs / 1000, 1)} s (issue #18). Calendar: times measured in the page from navigation start or the click to the painted frame; targets ≤ ${t.interactionMs} ms for an interaction.`,
    '',
    webSection(run.web, run.expectedMonthEvents),
    '',
    '## Match day',
    '',
    "Server-Sent-Event viewers as raw sockets in child processes, each from its own loopback address: a storm opening within one second, then held together, then score updates fanned out to every one (time from the scorer's request to each viewer reading it). Issue #23's targets: the whole storm connects, 10,000 held, fan-out p99 ≤ 200 ms, RSS ≤ 400 MB, API p99 ≤ 100 ms during the storm.",
    '',
    matchDaySection(run.matchDay),
    '',
    '## Background work',
    '',
    `${n(run.jobs?.jobs ?? 0)} jobs queued at once (a sign-in warning for an account that is gone: claim, payload check, one query, completion) and drained by the one server process, first alone, then while autocannon reads \`/api/events\` for ${WARMUP_SECONDS + SECONDS} s beside it (the reads' window is longer than the drain when the drain is quick). Issue #33.`,
    '',
    jobsSection(run.jobs),
    '',
    '## Photos',
    '',
    `12-megapixel JPEGs (4000 × 3000, photo-like) uploaded by one member, four at a time, through the whole pipeline (six variants, a ThumbHash, stored on disk), while autocannon reads \`/api/events\` beside them. Issue #34.`,
    '',
    uploadsSection(run.uploads),
    '',
    '## Roster import',
    '',
    `A ${n(run.roster?.rows ?? ROSTER_ROWS)}-row roster CSV (${n(run.roster?.megabytes ?? 0, 1)} MB: a BOM, quoted commas and line breaks, a formula every 97 rows) uploaded by a site admin through \`POST /api/admin/roster/import\`: the dry run, the import in one transaction, and the same file again, which changes nothing. Issue 35's target: under ${ROSTER_TARGET_SECONDS} s.`,
    '',
    rosterSection(run.roster),
    '',
    '## Cricsheet season',
    '',
    `A ${n(run.season?.matches ?? 74)}-match T20 season of Cricsheet 1.1.0 files (${n(run.season?.kilobytes ?? 0)} KB zipped; made up ball by ball from a seed by \`scripts/bench/cricsheet-season.mjs\`: ties settled in super overs, one after a tied super over, a rain-cut chase with a DLS target, a no result, four playoffs) uploaded as one ZIP by an event manager through \`POST /api/events/{id}/matches/cricsheet\`, then the same ZIP again. The table and leaderboards the server derives are compared with the generator's own, worked out from the deliveries. Issue 41's target: under ${SEASON_TARGET_SECONDS} s.`,
    '',
    seasonSection(run.season),
    '',
    '## Proof suites at full count',
    '',
    proofSection(run.suites),
    '',
  ].join('\n');
  const file = path.join(root, 'bench/results.md');
  // Formatted as `npm run lint` (prettier --check) expects the committed file to be.
  const formatted = await prettier.format(text, {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, formatted);
  return formatted;
}
