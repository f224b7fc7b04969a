// Issue #34: photos through the pipeline under load: uploads per second for 12-megapixel JPEGs,
// the p95 time to 201, and the API's read p99 while they run (one server process).
import sharp from 'sharp';
import { measure } from './load.mjs';
import { seedMemberTokens } from './member-load.mjs';
import { sampleRss } from './processes.mjs';

export const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 24);
const CONCURRENT = 4;

const WIDTH = 4000;
const HEIGHT = 3000;

/** A 4000 × 3000 photo-like picture (gradients and grain), raw RGB: made once, 36 MB. */
function grainyPixels() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0, i = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++, i += 3) {
      const noise = ((x * 7919) ^ (y * 104729)) % 23;
      pixels[i] = (x / 16 + noise) & 255;
      pixels[i + 1] = (y / 12 + noise) & 255;
      pixels[i + 2] = ((x + y) / 28 + noise) & 255;
    }
  return pixels;
}

/**
 * UPLOADS different 12-megapixel JPEGs, one at a time from the one raw picture (each marked with
 * its number in a strip of its first rows, so no two are the same bytes and none is deduplicated):
 * 24 raw pictures at once would hold 860 MB in this process.
 */
async function twelveMegapixelPhotos(count) {
  const pixels = grainyPixels();
  const photos = [];
  for (let seed = 0; seed < count; seed++) {
    pixels.fill(seed * 9, 0, WIDTH * 3 * 8);
    photos.push(
      await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  return photos;
}

function uploadOnce(url, token, photo) {
  const body = new FormData();
  body.append('purpose', 'event-photo');
  body.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const started = performance.now();
  return fetch(`${url}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  }).then(async (response) => {
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status === 201) return { status: 201, ms };
    // Which refusal: the store (storage_unavailable) or the whole server shedding load (overloaded).
    let code = 'unknown';
    try {
      code = JSON.parse(text).error ?? code;
    } catch {
      // Not JSON: the code stays unknown.
    }
    return { status: response.status, code, ms };
  });
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export async function uploadPhotos(server, dataDir, log) {
  const [token] = await seedMemberTokens(dataDir, 1, 'uploads');
  const photos = await twelveMegapixelPhotos(UPLOADS);
  const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / UPLOADS / 1024 / 1024;
  log(`uploads: ${UPLOADS} photos of 12 MP, ${megabytes.toFixed(1)} MB each on average`);
  const readUrl = new URL('/api/events', server.url).toString();
  const quiet = await measure(readUrl);
  const idleRssMb = sampleRss(server.pid).stop();
  const rss = sampleRss(server.pid);
  const results = [];
  const started = performance.now();
  let next = 0;
  const workers = Array.from({ length: CONCURRENT }, async () => {
    while (next < photos.length) results.push(await uploadOnce(server.url, token, photos[next++]));
  });
  const [busy] = await Promise.all([measure(readUrl), Promise.all(workers)]);
  const seconds = (performance.now() - started) / 1000;
  const maxRssMb = rss.stop();
  const times = results.filter((r) => r.status === 201).map((r) => r.ms);
  const outcome = {
    uploads: UPLOADS,
    created: times.length,
    statuses: [...new Set(results.map((r) => (r.code ? `${r.status} ${r.code}` : r.status)))],
    megabytes,
    perSecond: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    quiet: { p99: quiet.p99, rps: quiet.rps, non2xx: quiet.non2xx },
    busy: { p99: busy.p99, rps: busy.rps, non2xx: busy.non2xx },
    idleRssMb,
    maxRssMb,
  };
  log(
    `uploads: ${outcome.created} of ${UPLOADS} in ${seconds.toFixed(1)} s (${outcome.perSecond.toFixed(2)}/s), p95 ${Math.round(outcome.p95)} ms; read p99 ${quiet.p99} → ${busy.p99} ms; server RSS ${Math.round(idleRssMb)} → ${Math.round(maxRssMb)} MB`,
  );
  return outcome;
}
