import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

type Listener = () => void;

/**
 * Fans "this event's tournament changed" out to the Server-Sent-Event streams of this process.
 * Changes arrive through PostgreSQL LISTEN/NOTIFY, so a score saved through any server process
 * reaches viewers connected to every other one. One connection listens per process, opened
 * when the first viewer arrives and reopened (with back-off) if the database drops it.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.PoolClient | undefined;
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

  /** Resolves once this process is listening (tests wait on it before writing). */
  ensureListening(): Promise<void> {
    if (!this.pool || this.stopped || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect() {
    try {
      const client = await this.pool!.connect();
      client.on('notification', (message) => {
        if (message.channel === 'tournament' && message.payload) this.publish(message.payload);
      });
      client.on('error', (error) => {
        this.log.warn({ err: error }, 'live updates lost their database connection; reconnecting');
        client.release(error);
        this.client = undefined;
        this.retryLater();
      });
      await client.query('listen tournament');
      this.client = client;
      this.retryMs = 500;
      // Anything missed while disconnected: tell every viewer to refetch.
      for (const eventId of this.listeners.keys()) this.publish(eventId);
    } catch (error) {
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
    this.client = undefined;
    if (client) {
      await client.query('unlisten tournament').catch(() => undefined);
      client.release();
    }
  }
}
