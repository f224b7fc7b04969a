import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { recordSessionUse } from './repository';
import type { FoundSession } from './session-cache';

/**
 * last_used_at, written off the request's path: a session's use is noted at most once per
 * `everyMs` (it only feeds the idle limit, days long), and the notes are written together, one
 * UPDATE for every session used since the last write, `flushMs` later.
 */
export class SessionUse {
  private pending = new Map<string, Date>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = 5 * 60_000,
    private readonly flushMs = 10_000,
  ) {}

  /** A request used the session at `now`. */
  used(found: FoundSession, now: number) {
    if (now - found.lastUsedAt.getTime() < this.everyMs) return;
    // The cached copy moves on too, so its idle check and the next note follow this use.
    found.lastUsedAt = new Date(now);
    this.pending.set(found.sessionId, found.lastUsedAt);
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes what is pending now (also on close); a failed write is tried again next time. */
  async flush() {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flushing;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const uses = [...batch].map(([id, at]) => ({ id, at }));
    this.flushing = recordSessionUse(this.db, uses)
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'could not record session use; trying again later');
        for (const [id, at] of batch) if (!this.pending.has(id)) this.pending.set(id, at);
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
      })
      .finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  get pendingCount() {
    return this.pending.size;
  }
}
