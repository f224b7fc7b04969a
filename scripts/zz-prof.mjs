// scratch: profile a visitor's cached read of one event
import { cleanupAll } from './bench/cleanup.mjs';
import { measure } from './bench/load.mjs';
import { cpuMs } from './bench/processes.mjs';
import { scratchDataDir, startPortal } from './bench/portal-server.mjs';
const dataDir = scratchDataDir();
const server = await startPortal(dataDir);
try {
  const list = await (await fetch(`${server.url}/api/events?limit=5`)).json();
  const ev = (list.events ?? list.items ?? list)[0];
  const url = `${server.url}${process.argv[2] ?? `/api/events/${ev.id}`}`;
  const r = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  console.log(r.status, [...r.headers].map(([k, v]) => `${k}: ${v.slice(0, 80)}`).join('\n'), (await r.arrayBuffer()).byteLength);
  const c0 = cpuMs(server.pid), me0 = process.cpuUsage(), t0 = performance.now();
  const res = await measure(url);
  const wall = performance.now() - t0, me = process.cpuUsage(me0);
  console.log('server cpu %', ((cpuMs(server.pid) - c0) / wall * 100).toFixed(0), 'loadgen cpu %', (((me.user + me.system) / 1000) / wall * 100).toFixed(0), 'server us/req', ((cpuMs(server.pid) - c0) * 1000 / (res.requests * 1.25)).toFixed(1));
  console.log(JSON.stringify(res));
} finally {
  await server.stop();
  await cleanupAll();
}
