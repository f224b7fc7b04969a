import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeRazorpay } from './fake-razorpay';
import { fuzzPassword, signedIn } from './fuzz/callers';
import { Coverage } from './fuzz/coverage';
import { addFixtures } from './fuzz/fixtures';
import { watchLiveSubscriptions } from './fuzz/live-subscriptions';
import { operationsOf, type ApiDocument, type Operation } from './fuzz/operations';
import { hintsFrom, loadRealRecords } from './fuzz/real-records';
import { Fuzzer, type Target } from './fuzz/fuzzer';
import { recipes, strayRecipes, type Caller, type Recipe } from './fuzz/recipes';
import { RefusalLedger } from './fuzz/refusal-ledger';
import { fuzzSettings } from './fuzz/settings';
import { specialBodyRoutes } from './fuzz/special-bodies';
import { useTestApp } from './test-app';

/**
 * Property-based fuzzing of every route in the API document (issue 8 §5): malformed, boundary
 * and oversized params, queries and bodies, as a visitor, a member and a site admin. No 5xx,
 * every refusal a JSON {error, message}, no hang, and refused requests change nothing.
 */
const settings = fuzzSettings();

/** A route's own seed offset, stable whatever FUZZ_ROUTE selects. */
const hashOf = (text: string) =>
  [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);
const callers: Caller[] = ['visitor', 'member', 'admin'];

describe('fuzzing every route in the API document', () => {
  const fake = useFakeRazorpay('fuzz', {
    // Per-address limits on sign-in, sign-up and the contact form still apply (429 is a refusal).
    RATE_LIMIT_MAX: '1000000',
  });
  // The server's error lines, kept to show beside the request that caused a 5xx.
  const serverErrors: string[] = [];
  const ctx = useTestApp(fake.env, {
    logger: { level: 'error', stream: { write: (line: string) => void serverErrors.push(line) } },
  });

  let operations: Operation[] = [];
  let live: ReturnType<typeof watchLiveSubscriptions>;
  const coverage = new Coverage();
  const proof = { verified: 0, unverified: 0, fingerprintMs: 0 };

  beforeAll(async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json<ApiDocument>();
    operations = operationsOf(document).filter(
      (operation) => settings.route?.test(operation.key) ?? true,
    );
    live = watchLiveSubscriptions(ctx.app);
    await addFixtures(ctx.app, ctx.db);
    console.log(
      `fuzz: seed ${settings.seed} (FUZZ_SEED=${settings.seed} replays it), ${settings.requests} requests over ` +
        `${operations.length} routes × ${callers.length} callers`,
    );
  });

  afterAll(() => {
    console.log(
      coverage.table([
        `refused data-changing requests by visitors and members proven to change nothing: ${proof.verified}` +
          ` (${proof.unverified} more shared a batch with an accepted request);` +
          ` ${(proof.fingerprintMs / 1000).toFixed(1)} s spent fingerprinting`,
      ]),
    );
  });

  let fuzzer: Fuzzer;
  beforeAll(() => {
    fuzzer = new Fuzzer({
      app: ctx.app,
      db: ctx.db,
      coverage,
      live,
      serverErrors,
      webhookSecret: fake.webhookSecret,
      timeoutMs: settings.timeoutMs,
    });
  });

  /** Requests to no documented route: counted apart, streaming where they land on the live route. */
  const strayTarget = (recipe: Recipe): Target => ({
    group: 'not in the API document',
    key: recipe.route,
    // A HEAD gets no body: it must end by itself, so it is sent as an ordinary request.
    streams:
      recipe.method === 'GET' &&
      operations.some((operation) => operation.streams && operation.path === recipe.template),
    changesData: !['GET', 'HEAD', 'OPTIONS'].includes(recipe.method),
  });

  async function fuzzAs(caller: Caller): Promise<string[]> {
    const identity = await signedIn(ctx.app, ctx.db, caller);
    // Admins may change anything; visitors' and members' refusals must change nothing.
    const ledger =
      caller === 'admin'
        ? undefined
        : new RefusalLedger(ctx.db, 8, async () => void (await ctx.app.jobs.runQueued()));
    const runs = Math.ceil(settings.requests / callers.length / operations.length);
    const failures: string[] = [];
    const groups = new Map<string, Operation[]>();
    for (const operation of operations)
      groups.set(operation.group, [...(groups.get(operation.group) ?? []), operation]);
    const seedOf = (label: string) => (settings.seed + hashOf(label)) | 0;
    for (const group of groups.values()) {
      // Read afresh per group: earlier requests (an admin's deletes) change what exists.
      const records = await loadRealRecords(ctx.db);
      const hints = hintsFrom(records, fuzzPassword);
      for (const operation of group) {
        const label = `${caller} ${operation.key}`;
        const failure = await fuzzer.check(
          label,
          recipes(operation, caller, records, hints),
          () => operation,
          identity,
          { runs, seed: seedOf(label), ledger },
        );
        if (failure) failures.push(failure);
        if (operation.changesData) await ledger?.settle();
      }
    }
    // A few requests for every caller to routes that are not there (one in twenty).
    const records = await loadRealRecords(ctx.db);
    const stray = await fuzzer.check(
      `${caller} (not in the API document)`,
      strayRecipes(operations, caller, records, hintsFrom(records, fuzzPassword)),
      strayTarget,
      identity,
      {
        runs: Math.ceil(settings.requests / 20 / callers.length),
        seed: seedOf(`${caller} stray`),
        ledger,
      },
    );
    if (stray) failures.push(stray);
    if (ledger) {
      await ledger.settle();
      failures.push(...ledger.violations.map((violation) => `${caller}: ${violation}`));
      proof.verified += ledger.verified;
      proof.unverified += ledger.unverified;
      proof.fingerprintMs += ledger.spentMs;
    }
    return failures;
  }

  it('finds every route, including those whose bodies it builds by hand', () => {
    expect(operations.length).toBeGreaterThan(settings.route ? 0 : 80);
    if (!settings.route)
      expect(
        specialBodyRoutes.filter(
          (route) => !operations.some((operation) => operation.key === route),
        ),
      ).toEqual([]);
  });

  for (const caller of callers) {
    it(`answers a ${caller} without 5xx, hangs or non-JSON refusals${caller === 'admin' ? '' : ', and refusals change nothing'}`, async () => {
      const failures = await fuzzAs(caller);
      expect(failures, failures.join('\n\n')).toEqual([]);
      for (const operation of operations)
        expect(coverage.sentTo(caller, operation.key), operation.key).toBeGreaterThan(0);
    }, 900_000);
  }

  it(`sent at least ${settings.requests} requests`, () => {
    if (!settings.route) expect(coverage.total).toBeGreaterThanOrEqual(settings.requests);
  });
});
