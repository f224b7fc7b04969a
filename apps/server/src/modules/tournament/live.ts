import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

type Listener = () => void;

/** Another module's channel on the same LISTEN connection (the session cache's "sessions"). */
export interface ChannelHandler {
  notified(payload: string): void;
  /** Listening (again): anything sent while not listening was missed. */
  connected(): void;
  /** No longer listening: notifications may be missed until `connected` is called. */
  lost(): void;
}

/**
 * Fans "this event's tournament changed" out to the Server-Sent-Event streams of this process.
 * Changes arrive through PostgreSQL LISTEN/NOTIFY, so a score saved through any server process
 * reaches viewers connected to every other one. One connection listens per process, opened
 * when the first viewer arrives (or, for the sessions channel added with `addChannel`, the first
 * signed-in request) and reopened (with back-off) if the database drops it.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly channels = new Map<string, ChannelHandler>();
  private client: pg.PoolClient | undefined;
  private releaseClient: ((error?: Error) => void) | undefined;
  private connecting: Promise<void> | undefined;
  private stopped = false;
  private retryMs = 500;

  constructor(
    private readonly pool: pg.Pool | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  subscribe(eventId: string, listener: Listener): () => void {
    const set = this.listeners.get(eventId) ?? new Set();
    set.add(listener);
    this.listeners.set(eventId, set);
    void this.ensureListening();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(eventId);
    };
  }

  /**
   * Shares this process's one LISTEN connection with another module's channel. Called while the
   * app is assembled, before it listens.
   */
  addChannel(channel: string, handler: ChannelHandler) {
    if (this.client || this.connecting) throw new Error('addChannel after listening started');
    this.channels.set(channel, handler);
  }

  /** Whether notifications are being received now (a handler's cache may trust them). */
  get listening() {
    return this.client !== undefined;
  }

  /** Resolves once this process is listening (tests wait on it before writing). */
  ensureListening(): Promise<void> {
    if (!this.pool || this.stopped || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect() {
    let client: pg.PoolClient | undefined;
    let released = false;
    const onNotification = (message: pg.Notification) => {
      if (message.channel === 'tournament' && message.payload) this.publish(message.payload);
      else this.channels.get(message.channel)?.notified(message.payload ?? '');
    };
    const onError = (error: Error) => {
      // Errors after we handed the client back (stop, or a failed LISTEN) are not ours to handle.
      if (released) return;
      this.log.warn({ err: error }, 'live updates lost their database connection; reconnecting');
      release(error);
      this.retryLater();
    };
    /** Hands the client back exactly once, without our listeners (a pool reuses clients). */
    const release = (error?: Error) => {
      if (released || !client) return;
      released = true;
      client.off('notification', onNotification);
      client.off('error', onError);
      // pg emits an error on a dead socket more than once; keep one no-op so none is unhandled.
      client.on('error', () => undefined);
      if (this.client === client) {
        this.client = undefined;
        this.releaseClient = undefined;
        for (const handler of this.channels.values()) handler.lost();
      }
      client.release(error);
    };
    try {
      client = await this.pool!.connect();
      client.on('notification', onNotification);
      client.on('error', onError);
      const names = ['tournament', ...this.channels.keys()];
      await client.query(names.map((name) => `listen ${client!.escapeIdentifier(name)}`).join(';'));
      if (this.stopped) return release();
      this.client = client;
      this.releaseClient = release;
      this.retryMs = 500;
      for (const handler of this.channels.values()) handler.connected();
      // Anything missed while disconnected: tell every viewer to refetch.
      for (const eventId of this.listeners.keys()) this.publish(eventId);
    } catch (error) {
      release(error instanceof Error ? error : undefined);
      this.log.warn({ err: error }, 'could not listen for live updates; retrying');
      this.retryLater();
    }
  }

  private retryLater() {
    if (this.stopped) return;
    setTimeout(() => void this.ensureListening(), this.retryMs).unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  publish(eventId: string) {
    for (const listener of this.listeners.get(eventId) ?? []) listener();
  }

  async stop() {
    this.stopped = true;
    await this.connecting;
    const client = this.client;
    const release = this.releaseClient;
    if (client && release) {
      await client.query('unlisten *').catch(() => undefined);
      release();
    }
  }
}
