// One endpoint under load: autocannon's programmatic API, bounded in time, on loopback.
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/**
 * What every browser sends. Without it the server would answer each call uncompressed, which no
 * visitor ever gets; no If-None-Match, though, so every answer is a full 200 with its body.
 */
export const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function run(options) {
  return new Promise((resolve, reject) => {
    // A Ctrl-C must not wait for the full duration.
    const stop = () => instance.stop();
    const instance = autocannon(options, (error, result) => {
      process.off('SIGINT', stop);
      if (error) reject(error);
      else resolve(result);
    });
    process.once('SIGINT', stop);
  });
}

/**
 * Warms up (JIT, pools, caches) for a moment, then measures for SECONDS at CONNECTIONS.
 * `requests` (optional) is autocannon's request list, e.g. a POST with setupRequest.
 */
export async function measure(
  url,
  { method = 'GET', headers, requests, expectStatus, connections = CONNECTIONS } = {},
) {
  const base = {
    url,
    connections,
    method,
    headers: { ...CLIENT_HEADERS, ...headers },
    requests,
  };
  await run({ ...base, duration: WARMUP_SECONDS });
  const result = await run({ ...base, duration: SECONDS });
  const ok = expectStatus ? (result.statusCodeStats?.[expectStatus]?.count ?? 0) : result['2xx'];
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    unexpected: result.requests.total - ok,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}
