import { cleanupAll } from './bench/cleanup.mjs';
import { lighthousePage } from './bench/lighthouse.mjs';
import { seedMemberTokens } from './bench/member-load.mjs';
import { scratchDataDir, startPortal } from './bench/portal-server.mjs';
const dataDir = scratchDataDir();
const server = await startPortal(dataDir);
try {
  const [token] = await seedMemberTokens(dataDir, 1, 'lighthouse');
  const list = await (await fetch(`${server.url}/api/events?limit=5`)).json();
  const ev = (list.events ?? list.items ?? list)[0];
  for (const [path, who] of [['/', null], ['/', token], [`/event-details/${ev.id}`, null], [`/event-details/${ev.id}`, token]]) {
    const r = await lighthousePage(`${server.url}${path}`, who ? { token: who } : {});
    console.log(path, who ? 'member' : 'visitor', JSON.stringify(r).slice(0, 600));
  }
} finally {
  await server.stop();
  await cleanupAll();
}
