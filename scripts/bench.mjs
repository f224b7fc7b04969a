// `npm run bench` (issue #8): the built server on a scratch embedded PostgreSQL seeded at scale,
// its API under load beside a hello-world ceiling, the web app's weight, Lighthouse scores and
// calendar responsiveness, then the heavy proof suites; figures to bench/results.md.
// BENCH_SKIP=load,members,directory,jobs,uploads,roster,season,hostile,web,matchday,suites leaves parts out while working on one (the report says so).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPortal } from './bench/api-load.mjs';
import { cleanupAll, cleanUpOnSignals } from './bench/cleanup.mjs';
import { hostileBursts } from './bench/hostile.mjs';
import { benchDirectory } from './bench/directory.mjs';
import { drainJobs } from './bench/jobs.mjs';
import { uploadPhotos } from './bench/uploads.mjs';
import { importRosterAtScale } from './bench/roster-import.mjs';
import { importSeasonBench } from './bench/season-import.mjs';
import { matchDay } from './bench/match-day.mjs';
import {
  databaseUrlOf,
  loadAsMembers,
  loadTwoProcesses,
  MEMBER_TOKENS,
  seedMemberTokens,
} from './bench/member-load.mjs';
import { calendarMonthPath } from './bench/endpoints.mjs';
import { root, scratchDataDir, startPortal } from './bench/portal-server.mjs';
import { runProofSuites } from './bench/proof-suites.mjs';
import { writeReport } from './bench/report.mjs';
import { seedAtScale, visibleEventsBetween } from './bench/seed.mjs';
import { measureWeb } from './bench/web-perf.mjs';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const began = Date.now();
const log = (message) =>
  console.log(`[bench ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

cleanUpOnSignals();
let exitCode = 0;
try {
  const run = { date: new Date(), loadStart: os.loadavg()[0] };
  run.lighthouseVersion = JSON.parse(
    readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const dataDir = scratchDataDir();

  log('first start on a fresh embedded PostgreSQL (initdb, migrations, demo content)');
  const first = await startPortal(dataDir);
  run.firstStart = first.seconds;
  log('seeding at scale');
  run.seeded = await seedAtScale(dataDir);
  log(`seeded in ${run.seeded.seconds.toFixed(1)} s: ${JSON.stringify(run.seeded.counts)}`);
  await first.stop();

  log('restart on the existing database');
  const server = await startPortal(dataDir);
  run.startup = { seconds: server.seconds };
  log(`healthy after ${server.seconds.toFixed(2)} s at ${server.url}`);
  const month = new URL(calendarMonthPath(), server.url).searchParams;
  run.expectedMonthEvents = await visibleEventsBetween(dataDir, month.get('from'), month.get('to'));

  run.api = skip.has('load')
    ? { ceiling: {}, rows: [], maxRssMb: NaN, booking: { overbookedPlaces: NaN } }
    : await loadPortal(server, run.seeded, dataDir, log);
  // Issue #22: the same reads as 300 signed-in members, in this run, beside the visitors' figures.
  run.members = [];
  if (!skip.has('members')) {
    const tokens = await seedMemberTokens(dataDir);
    const owners = await seedMemberTokens(dataDir, MEMBER_TOKENS, 'owners');
    run.members = await loadAsMembers(server.url, run.seeded, tokens, log, owners);
    // And two processes on the one database, as behind a load balancer (README, scaling out).
    const second = await startPortal(scratchDataDir(), {
      seedDemo: false,
      env: { DATABASE_URL: databaseUrlOf(dataDir) },
    });
    run.members.push(
      ...(await loadTwoProcesses([server.url, second.url], run.seeded, tokens, log)),
    );
    run.secondErrorLines = second.errorLines;
    await second.stop();
  }
  run.jobs = skip.has('jobs') ? undefined : await drainJobs(server, dataDir, log);
  run.uploads = skip.has('uploads') ? undefined : await uploadPhotos(server, dataDir, log);
  run.roster = skip.has('roster') ? undefined : await importRosterAtScale(server, dataDir, log);
  // Issue 41: a 74-match season of Cricsheet files as one ZIP, its table checked.
  run.season = skip.has('season') ? undefined : await importSeasonBench(server, dataDir, log);
  run.hostile = skip.has('hostile') ? undefined : await hostileBursts(server, dataDir, log);
  run.web = skip.has('web')
    ? { weight: [], calendar: [], lighthouse: [], slowPhone: [] }
    : await measureWeb(server.url, run.seeded, log, {
        // A member who manages nothing, as most are: signed in for their own Lighthouse runs.
        memberToken: (await seedMemberTokens(dataDir, 1, 'lighthouse'))[0],
      });
  // Issue 35: 20,000 verified alumni searched by a signed-in member, on a second process (last
  // on this database, so the other figures keep their data).
  run.directory = skip.has('directory') ? undefined : await benchDirectory(dataDir, log);
  run.errorLines = [
    ...server.errorLines,
    ...(run.secondErrorLines ?? []),
    ...(run.directory?.errorLines ?? []),
  ];
  await server.stop();
  // Issue #23: a storm of viewers, thousands held, one update fanned out; one process, then two.
  run.matchDay = skip.has('matchday') ? undefined : await matchDay(dataDir, log);

  run.suites = skip.has('suites') ? [] : await runProofSuites(log);
  console.log(`\n${await writeReport(run)}`);
  log(`done; written to bench/results.md`);
  if (server.errorLines.length > 0)
    console.log(`Server errors during the run:\n${server.errorLines.slice(0, 20).join('\n')}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
