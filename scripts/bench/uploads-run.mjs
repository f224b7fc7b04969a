// The uploads part of the bench on its own (`node scripts/bench/uploads-run.mjs`, after
// `npm run build`): a scratch portal with its demo content, then 12-megapixel photos through the
// pipeline, four at once, while the API's reads are measured (issue 34).
import { cleanupAll, cleanUpOnSignals } from './cleanup.mjs';
import { scratchDataDir, startPortal } from './portal-server.mjs';
import { uploadPhotos } from './uploads.mjs';

const began = Date.now();
const log = (message) =>
  console.log(`[uploads ${((Date.now() - began) / 1000).toFixed(0).padStart(3)} s] ${message}`);

cleanUpOnSignals();
let exitCode = 0;
try {
  const dataDir = scratchDataDir();
  const server = await startPortal(dataDir);
  log(`healthy after ${server.seconds.toFixed(1)} s at ${server.url}`);
  const outcome = await uploadPhotos(server, dataDir, log);
  console.log(JSON.stringify(outcome, null, 2));
  if (server.errorLines.length > 0) {
    console.error(`server logged errors:\n${server.errorLines.join('\n')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanupAll();
}
process.exit(exitCode);
