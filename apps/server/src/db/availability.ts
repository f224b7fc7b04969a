import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { DatabaseConnection } from './client';

/** Why a probe failed, in words for the log (`detail`) and for anyone asking /api/health. */
export interface ProbeFailure {
  kind: 'refused' | 'not-answering' | 'starting' | 'stopping' | 'failing';
  detail: string;
}

const publicReasons: Record<ProbeFailure['kind'] | 'preparing', string> = {
  refused: 'The database is not running.',
  'not-answering': 'The database is not answering.',
  starting: 'The database is starting up.',
  stopping: 'The database is shutting down.',
  failing: 'The database refuses the portal’s connections.',
  preparing: 'The portal is preparing its database.',
};

const notAnswering = (timeoutMs: number): ProbeFailure => ({
  kind: 'not-answering',
  detail: `no answer within ${timeoutMs / 1000} s`,
});

function classify(error: unknown, timeoutMs: number): ProbeFailure | undefined {
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  // Full, but answering: it is up (the pool's own limits deal with a busy server).
  if (code === '53300') return undefined;
  if (code === 'ECONNREFUSED') return { kind: 'refused', detail: 'connection refused' };
  if (code === '57P03' || code === '57P01')
    return {
      kind: /shutting down|administrator/.test(text) ? 'stopping' : 'starting',
      detail: text,
    };
  if (/timeout|terminated/i.test(text)) return notAnswering(timeoutMs);
  return { kind: 'failing', detail: text };
}

/**
 * One fresh connection and `select 1` within `timeoutMs`. Fresh, because what requests need is
 * new connections: a postmaster that is hung (SIGSTOP, a stalled disk) still lets old ones talk.
 */
export async function probeDatabase(
  url: string,
  timeoutMs: number,
): Promise<ProbeFailure | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  // On expiry, look once more after pending I/O: an event loop that was busy for a moment must
  // not read an answer that already arrived as "no answer".
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => setImmediate(resolve, 'timeout'), timeoutMs);
  });
  const answered = client
    .connect()
    .then(() => client.query('select 1'))
    .then(() => 'answered' as const);
  try {
    const outcome = await Promise.race([answered, deadline]);
    if (outcome === 'answered') {
      client.end().catch(() => undefined);
      return undefined;
    }
    client.connection.stream.destroy();
    return notAnswering(timeoutMs);
  } catch (error) {
    client.connection.stream.destroy();
    return classify(error, timeoutMs);
  } finally {
    clearTimeout(timer);
    answered.catch(() => undefined);
  }
}

export interface AvailabilityOptions {
  url: () => string;
  database: DatabaseConnection;
  /** One readable line per change of state. */
  log: (line: string) => void;
  /** Between probes while the database answers, and while it does not (to notice it is back). */
  intervalMs?: number;
  downIntervalMs?: number;
  probeTimeoutMs?: number;
}

export interface AvailabilityStatus {
  state: 'up' | 'down';
  /** For people: what is down, without hosts or ports. */
  publicReason?: string;
  /** For the log. */
  detail?: string;
  /** When the current state began (ms since the epoch). */
  since: number;
}

/**
 * Watches the database with a probe every second and tells the pool what it learns: while the
 * database is down every request is refused at once (503) instead of waiting on it, and on the
 * way down every open connection is cut, so requests stuck on a hung server are answered too.
 * A broken connection makes it look at once. Until `ready()`, requests are refused as well.
 */
export class AvailabilityWatch {
  private state: AvailabilityStatus = { state: 'up', since: Date.now() };
  private preparing: string | undefined = publicReasons.preparing;
  private unansweredSince: number | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;
  private readonly loop: Promise<void>;
  private readonly intervalMs: number;
  private readonly downIntervalMs: number;
  private readonly probeTimeoutMs: number;

  constructor(private readonly options: AvailabilityOptions) {
    this.intervalMs = options.intervalMs ?? 1_000;
    this.downIntervalMs = options.downIntervalMs ?? 250;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 2_000;
    options.database.guard.unavailable = () =>
      this.preparing ?? (this.state.state === 'down' ? this.state.publicReason : undefined);
    options.database.guard.connectionBroke = () => this.checkNow();
    this.loop = this.run();
  }

  /** Migrations and demo content are in: requests may use the database. */
  ready() {
    this.preparing = undefined;
  }

  status(): AvailabilityStatus {
    if (this.preparing && this.state.state === 'up')
      return { state: 'down', publicReason: this.preparing, since: this.state.since };
    return this.state;
  }

  /** How long probes have gone unanswered (a hang, as opposed to a refusal); 0 when answered. */
  unansweredForMs(): number {
    return this.unansweredSince === undefined ? 0 : Date.now() - this.unansweredSince;
  }

  checkNow() {
    this.wake?.();
  }

  async stop() {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run() {
    while (!this.stopped) {
      const failure = await probeDatabase(this.options.url(), this.probeTimeoutMs);
      if (this.stopped) return;
      this.record(failure);
      const pause = new AbortController();
      this.wake = () => pause.abort();
      const wait = this.state.state === 'up' ? this.intervalMs : this.downIntervalMs;
      await delay(wait, undefined, { signal: pause.signal, ref: false }).catch(() => undefined);
      this.wake = undefined;
    }
  }

  private record(failure: ProbeFailure | undefined) {
    const now = Date.now();
    this.unansweredSince =
      failure?.kind === 'not-answering' ? (this.unansweredSince ?? now) : undefined;
    if (!failure) {
      if (this.state.state === 'down') {
        const seconds = ((now - this.state.since) / 1000).toFixed(1);
        this.options.log(`database available again after ${seconds} s`);
      }
      if (this.state.state !== 'up') this.state = { state: 'up', since: now };
      return;
    }
    if (this.state.state === 'down') {
      // Still down, perhaps for another reason now (refused while it restarts, then starting up).
      this.state = {
        ...this.state,
        publicReason: publicReasons[failure.kind],
        detail: failure.detail,
      };
      return;
    }
    this.state = {
      state: 'down',
      publicReason: publicReasons[failure.kind],
      detail: failure.detail,
      since: now,
    };
    this.options.log(
      `database unavailable (${failure.detail}): answering 503, and visitors the last good ` +
        'copies, until it is back',
    );
    // Requests waiting on connections to a server that does not answer would wait for their
    // timeouts: cut them now, so they are answered (503) at once.
    this.options.database.cutConnections(publicReasons[failure.kind]);
  }
}
