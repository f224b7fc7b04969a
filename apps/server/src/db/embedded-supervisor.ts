import type { ChildProcess } from 'node:child_process';
import { childrenOf } from './postgres-process';
import type { StartFailure } from './start-failures';

/** What the embedded PostgreSQL is doing, for /api/health (no paths) and the log. */
export type EmbeddedStatus =
  | { state: 'running' }
  | { state: 'restarting'; attempt: number }
  | { state: 'failed'; attempt: number; cause: string };

export interface SupervisorOptions {
  port: number;
  /** Starts PostgreSQL on `port`; rejects with its last words (`output`) if it stops at start. */
  launch: (port: number) => Promise<ChildProcess>;
  explain: (output: string) => StartFailure;
  freePort: () => Promise<number>;
  log: (line: string) => void;
}

/** A PostgreSQL that stops answering this long (SIGSTOP, a stalled disk) is killed and restarted. */
export const hangRestartMs = 30_000;
/** Waits between attempts to start: quick at first (a crash), then once every 30 s at most. */
export const backoffMs = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 30_000);

/** Postmaster error output carried by a failed launch. */
export class LaunchError extends Error {
  constructor(
    message: string,
    readonly output: string,
    /** Set when the reason is already known (our own checks), so there is nothing to read. */
    readonly known?: Pick<StartFailure, 'cause' | 'nextStep'>,
  ) {
    super(message);
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function describeExit(code: number | null, signal: NodeJS.Signals | null) {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Keeps the embedded PostgreSQL running: when it exits, or stops answering, it is started again
 * on the same data (its own crash recovery replays the write-ahead log; nothing is ever
 * re-initialised or deleted), with back-off, each step in one line of the log. A data directory
 * that cannot start is reported with its cause and the next step, and tried again every 30 s:
 * the portal keeps answering 503 instead of exiting, so no process manager restarts it in a loop.
 */
export class EmbeddedSupervisor {
  private child: ChildProcess | undefined;
  private status: EmbeddedStatus = { state: 'restarting', attempt: 1 };
  private port: number;
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private hangCheck: NodeJS.Timeout | undefined;
  private attempting: Promise<void> | undefined;
  private downSince = Date.now();
  /** Whether it ever ran under this supervisor (a restart), or is still to start for the first time. */
  private ran = false;
  /** The process killed because it stopped answering: its exit is expected, not a crash. */
  private killedForHang: ChildProcess | undefined;
  private running: { promise: Promise<void>; resolve: () => void };

  constructor(private readonly options: SupervisorOptions) {
    this.port = options.port;
    this.running = this.newRunning();
    // Last resort if the portal exits without a graceful shutdown: a fast, clean stop.
    process.once('exit', this.killOnExit);
  }

  get currentPort() {
    return this.port;
  }

  current(): EmbeddedStatus {
    return this.status;
  }

  /** Resolves when PostgreSQL runs (at once if it does). */
  whenRunning(): Promise<void> {
    return this.running.promise;
  }

  /** The first start: throws unless `keepTrying`, when it is retried like a restart. */
  async start(keepTrying: boolean) {
    try {
      this.adopt(await this.options.launch(this.port));
    } catch (error) {
      if (!keepTrying || !(error instanceof LaunchError)) {
        process.off('exit', this.killOnExit);
        throw error;
      }
      this.failed(error, 1);
    }
  }

  /** Restarts PostgreSQL when `unansweredForMs` (the availability watch) passes hangRestartMs. */
  watchForHang(unansweredForMs: () => number) {
    this.hangCheck = setInterval(() => {
      const child = this.child;
      if (!child?.pid || this.status.state !== 'running' || unansweredForMs() < hangRestartMs)
        return;
      this.options.log(
        `embedded PostgreSQL has not answered for ${hangRestartMs / 1000} s; killing and restarting it`,
      );
      this.killedForHang = child;
      // Its backends too: stopped with it, they would hold its shared memory and block the restart.
      for (const pid of [child.pid, ...childrenOf(child.pid)]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }, 1_000).unref();
  }

  async stop() {
    this.stopping = true;
    clearTimeout(this.timer);
    clearInterval(this.hangCheck);
    process.off('exit', this.killOnExit);
    await this.attempting;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT'); // fast shutdown: a checkpoint, every committed row kept
    });
  }

  private readonly killOnExit = () => this.child?.kill('SIGINT');

  private newRunning() {
    let resolve!: () => void;
    const promise = new Promise<void>((settle) => (resolve = settle));
    return { promise, resolve };
  }

  private adopt(child: ChildProcess) {
    this.ran = true;
    this.child = child;
    this.status = { state: 'running' };
    this.running.resolve();
    child.once('exit', (code, signal) => {
      if (this.stopping || this.child !== child) return;
      this.child = undefined;
      this.downSince = Date.now();
      this.running = this.newRunning();
      const how = this.killedForHang === child ? 'stopped' : 'stopped unexpectedly';
      this.options.log(
        `embedded PostgreSQL ${how} (${describeExit(code, signal)}); restarting it ` +
          '(its crash recovery replays the write-ahead log: nothing committed is lost)',
      );
      this.status = { state: 'restarting', attempt: 1 };
      this.schedule(1, 0);
    });
  }

  private schedule(attempt: number, delayMs: number) {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.attempting = this.attempt(attempt).finally(() => (this.attempting = undefined));
    }, delayMs);
  }

  private async attempt(attempt: number) {
    let child: ChildProcess;
    try {
      child = await this.options.launch(this.port);
    } catch (error) {
      if (error instanceof LaunchError) return this.failed(error, attempt);
      this.options.log(`embedded PostgreSQL could not be started: ${String(error)}`);
      return this.retry(attempt);
    }
    if (this.stopping) {
      child.kill('SIGINT');
      return;
    }
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.options.log(
      `embedded PostgreSQL is ${this.ran ? 'running again' : 'ready'} on 127.0.0.1:${this.port} ` +
        `after ${seconds} s (attempt ${attempt})`,
    );
    this.adopt(child);
  }

  private failed(error: LaunchError, attempt: number) {
    const why = error.known
      ? { ...error.known, transient: false, portTaken: false }
      : this.options.explain(error.output);
    if (why.portTaken && attempt >= 2) {
      const taken = this.port;
      void this.options.freePort().then((port) => {
        this.port = port;
        this.options.log(`port ${taken} is taken by another program; PostgreSQL moves to ${port}`);
        this.retry(attempt);
      });
      return;
    }
    if (!why.transient) {
      this.status = { state: 'failed', attempt, cause: why.cause };
      const wait = Number((backoffMs(attempt) / 1000).toFixed(1));
      this.options.log(
        `embedded PostgreSQL cannot start (attempt ${attempt}): ${sentence(why.cause)}` +
          `${why.nextStep ? ` ${sentence(why.nextStep)}` : ''} ` +
          `Trying again in ${wait} s; until then the portal answers 503.`,
      );
    }
    this.retry(attempt);
  }

  private retry(attempt: number) {
    if (this.status.state !== 'failed') this.status = { state: 'restarting', attempt: attempt + 1 };
    this.schedule(attempt + 1, backoffMs(attempt));
  }
}
