// The members' part of the bench on its own (`node scripts/bench/members-run.mjs`, after
// `npm run build`): a scratch portal seeded at scale, 300 members signed in, each read as a
// visitor and as members, then (BENCH_TWO_PROCESSES=1) the same through two server processes.
import { measureCeiling } from './ceiling.mjs';
import { cleanupAll, cleanUpOnSignals } from './cleanup.mjs';
import {
  databaseUrlOf,
  loadAsMembers,
  loadTwoProcesses,
  memberTable,
  seedMemberTokens,
} from './member-load.mjs';
import { scratchDataDir, startPortal } from './portal-server.mjs';
import { sampleRss } from './processes.mjs';
import { seedAtScale } from './seed.mjs';

const began = Date.now();
const log = (message) =>
  console.log(`[members ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

cleanUpOnSignals();
let exitCode = 0;
try {
  const dataDir = scratchDataDir();
  const first = await startPortal(dataDir);
  log('seeding at scale');
  const seeded = await seedAtScale(dataDir);
  await first.stop();
  const server = await startPortal(dataDir);
  const tokens = await seedMemberTokens(dataDir);
  const ownerTokens = await seedMemberTokens(dataDir, tokens.length, 'owners');
  log(
    `${tokens.length} members and ${ownerTokens.length} channel owners signed in at ${server.url}`,
  );
  const ceiling = await measureCeiling();
  log(`ceiling: ${Math.round(ceiling.rps)} req/s`);
  const rss = sampleRss(server.pid);
  const rows = await loadAsMembers(server.url, seeded, tokens, log, ownerTokens);
  const maxRssMb = rss.stop();
  console.log(`\n${memberTable(rows)}\n`);
  console.log(`bare Fastify ceiling: ${Math.round(ceiling.rps)} req/s (p99 ${ceiling.p99} ms)`);
  console.log(`server RSS peak: ${Math.round(maxRssMb)} MB`);
  if (process.env.BENCH_TWO_PROCESSES !== '0') {
    // A second process on the first one's database, as N processes behind a balancer would be.
    const second = await startPortal(scratchDataDir(), {
      seedDemo: false,
      env: { DATABASE_URL: databaseUrlOf(dataDir) },
    });
    const two = await loadTwoProcesses([server.url, second.url], seeded, tokens, log);
    console.log(`\n${memberTable(two)}`);
    await second.stop();
  }
  if (server.errorLines.length > 0) console.log(server.errorLines.slice(0, 10).join('\n'));
  await server.stop();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
