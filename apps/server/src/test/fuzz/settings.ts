function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0)
    throw new Error(`${name} must be a positive integer, not "${value}"`);
  return number;
}

const CI_SEED = 242_083_864;

/**
 * How hard to fuzz, from the environment:
 * - FUZZ_REQUESTS: requests per run (default 5,000; 2,000 when CI is set, to keep CI quick);
 * - FUZZ_SEED: replay a run's generated requests (each run prints its seed). CI replays one
 *   fixed seed, so a red build is about the change, never the draw; local runs and the bench
 *   draw a new one each time to keep exploring;
 * - FUZZ_ROUTE: only routes whose "METHOD /path" matches this regular expression;
 * - FUZZ_TIMEOUT_MS: how long one request may take before it counts as a hang (default 5,000).
 */
export function fuzzSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    requests: env.FUZZ_REQUESTS
      ? positiveInteger('FUZZ_REQUESTS', env.FUZZ_REQUESTS)
      : env.CI
        ? 2_000
        : 5_000,
    seed: env.FUZZ_SEED
      ? Number(env.FUZZ_SEED)
      : env.CI
        ? CI_SEED
        : Math.floor(Math.random() * 2 ** 31),
    route: env.FUZZ_ROUTE ? new RegExp(env.FUZZ_ROUTE) : undefined,
    timeoutMs: env.FUZZ_TIMEOUT_MS
      ? positiveInteger('FUZZ_TIMEOUT_MS', env.FUZZ_TIMEOUT_MS)
      : 5_000,
  };
}
