// Item 1 of issue #8: the portal's reads and its registration write under 50 connections,
// beside a bare hello-world as the machine's ceiling, with the server's memory sampled.
import { measureCeiling } from './ceiling.mjs';
import { readEndpoints, registrationRequests } from './endpoints.mjs';
import { measure } from './load.mjs';
import { sampleRss } from './processes.mjs';
import { overbooking } from './seed.mjs';

export async function loadPortal(server, seeded, dataDir, log) {
  log('ceiling: bare Fastify hello-world');
  const ceiling = await measureCeiling();
  const rss = sampleRss(server.pid);
  const rows = [];
  let maxRssMb;
  try {
    for (const [label, path] of readEndpoints(seeded)) {
      log(`load: ${label}  ${path}`);
      rows.push({ label, path, kind: 'read', ...(await measure(`${server.url}${path}`)) });
    }
    const path = `/api/registration/${seeded.registrationEventId}`;
    log(`load: registrations  POST ${path}`);
    rows.push({
      label: 'registration (write)',
      path: `POST ${path}`,
      kind: 'write',
      ...(await measure(server.url, {
        requests: registrationRequests(seeded.registrationEventId),
      })),
    });
  } finally {
    maxRssMb = rss.stop();
  }
  const booking = await overbooking(dataDir, seeded.registrationEventId);
  return { ceiling, rows, maxRssMb, booking };
}
