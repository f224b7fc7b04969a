import fc from 'fast-check';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { restore, type Identity } from './callers';
import type { Coverage } from './coverage';
import type { watchLiveSubscriptions } from './live-subscriptions';
import type { Recipe } from './recipes';
import type { RefusalLedger } from './refusal-ledger';
import {
  describe as describeRequest,
  exchange,
  injectOptions,
  problemWith,
  withinTime,
  type Outcome,
} from './send';

/** Where a recipe's requests are counted, and how they are sent. */
export interface Target {
  group: string;
  key: string;
  streams: boolean;
  changesData: boolean;
}

export interface FuzzerParts {
  app: App;
  db: Database;
  coverage: Coverage;
  live: ReturnType<typeof watchLiveSubscriptions>;
  /** The server's error log lines since the last request (cleared before each). */
  serverErrors: string[];
  webhookSecret: string;
  timeoutMs: number;
}

/** Sends recipes and judges the answers; one property (route and caller) at a time. */
export class Fuzzer {
  /** The last ETag each route answered with, for conditional requests. */
  private readonly etags = new Map<string, string>();

  constructor(private readonly parts: FuzzerParts) {}

  /** Sends one recipe (all its copies at once); returns what was wrong, if anything. */
  async send(target: Target, recipe: Recipe, identity: Identity, ledger?: RefusalLedger) {
    const { app, db, coverage, live, serverErrors, timeoutMs } = this.parts;
    serverErrors.length = 0;
    const streamsBefore = live.open;
    const etag = this.etags.get(recipe.route);
    // One set of options per copy: a streamed body can be read only once.
    const copies = Array.from({ length: recipe.copies }, () =>
      injectOptions(recipe, identity.token, this.parts.webhookSecret, etag),
    );
    const request =
      describeRequest(recipe, copies[0]!) +
      (recipe.copies > 1 ? `\n  ×${recipe.copies} at once` : '');
    await ledger?.before();
    const started = performance.now();
    const outcomes = await withinTime(
      Promise.all(copies.map((options) => exchange(app, options, target.streams))),
      timeoutMs,
    );
    if (!outcomes) return `no answer within ${timeoutMs} ms to\n${request}`;
    coverage.timed(performance.now() - started, identity.caller, request);
    for (const outcome of outcomes) {
      coverage.count(target.group, target.key, identity.caller, outcome.status);
      ledger?.record(request, outcome.status, target.changesData);
      const tag = outcome.headers.etag;
      if (typeof tag === 'string') this.etags.set(recipe.route, tag);
    }
    if (target.changesData && outcomes.some((outcome) => outcome.status < 400))
      await restore(app, db, identity);
    await ledger?.recipeDone();
    const problem = await this.problemIn(outcomes, recipe, streamsBefore);
    if (!problem) return undefined;
    const logged = serverErrors.map((line) => `  server log: ${line.trim().slice(0, 1_500)}`);
    return [problem, request, ...logged].join('\n');
  }

  private async problemIn(outcomes: Outcome[], recipe: Recipe, streamsBefore: number) {
    for (const outcome of outcomes) {
      const problem = problemWith(outcome, recipe.method);
      if (problem) return problem;
    }
    if (
      outcomes.some((outcome) => outcome.streamed) &&
      !(await this.parts.live.drained(streamsBefore, 2_000))
    )
      return 'the live stream kept holding its viewer after the client hung up';
    return undefined;
  }

  /**
   * Runs one property: `runs` recipes from `recipes`, each sent as `identity`. Returns the failure
   * (what was wrong, the request, the server's log and fast-check's seed and path), if any.
   */
  async check(
    label: string,
    recipes: fc.Arbitrary<Recipe>,
    target: (recipe: Recipe) => Target,
    identity: Identity,
    { runs, seed, ledger }: { runs: number; seed: number; ledger: RefusalLedger | undefined },
  ): Promise<string | undefined> {
    try {
      await fc.assert(
        fc.asyncProperty(recipes, async (recipe) => {
          const problem = await this.send(target(recipe), recipe, identity, ledger);
          if (problem) throw new Error(problem);
        }),
        { numRuns: runs, seed },
      );
      return undefined;
    } catch (error) {
      // fast-check keeps the property's own error (the request and what went wrong) as the cause.
      const cause = (error as Error).cause;
      return `${label}: ${cause instanceof Error ? `${cause.message}\n` : ''}${(error as Error).message}`;
    }
  }
}
