import type { UserRow } from './repository';

/** A live session as a request sees it. */
export interface Session {
  sessionId: string;
  user: UserRow;
  /** The channels they own or administer: their reads of events and walls differ from a visitor's. */
  managedChannelIds: readonly string[];
  /**
   * A site admin the site requires two-step sign-in of, without it (ADR 55): `user.isAdmin` is
   * false until they set it up, and admin calls say why.
   */
  twoFactorSetupRequired: boolean;
}

/** What a session lookup found, with the times that bound its life. */
export interface FoundSession extends Session {
  expiresAt: Date;
  lastUsedAt: Date;
}

interface Entry {
  found: FoundSession;
  /** When the copy is to be looked up again, while it is still handed out. */
  refreshAt: number;
  /** When it is no longer handed out at all (a refresh that never came). */
  staleAt: number;
}

export interface SessionCacheOptions {
  /**
   * How long a lookup is reused before it is looked up again, on average; revocations do not wait
   * for it (they are notified). The request that finds it due is answered from it meanwhile.
   */
  ttlMs?: number;
  /** How long past that it is still handed out while its new lookup is on its way. */
  graceMs?: number;
  maxEntries?: number;
  /** A session idle longer than this is over (kept in step with the database lookup's rule). */
  idleMs: number;
  now?: () => number;
}

/**
 * Sessions looked up in the last few seconds, by token hash, so a member's reads cost no database
 * round trip. Entries are trusted only while the process hears the "sessions" notifications
 * (`enabled`); every eviction bumps a counter, so a lookup that raced a revocation is not stored.
 * A cached session still ends on time: its expiry and idle limit are checked on every use.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly graceMs: number;
  private readonly maxEntries: number;
  private readonly idleMs: number;
  readonly now: () => number;
  private evictions = 0;
  private enabled = false;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.graceMs = options.graceMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.idleMs = options.idleMs;
    // Read at each call: a test's fake clock replaces Date after this is built.
    this.now = options.now ?? (() => Date.now());
  }

  /** Whether a found session is still live at `now` (not expired, not idle too long). */
  isLive(found: FoundSession, now: number) {
    return found.expiresAt.getTime() > now && found.lastUsedAt.getTime() > now - this.idleMs;
  }

  get(key: string): FoundSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now > entry.staleAt || !this.isLive(entry.found, now)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.found;
  }

  /** Whether the copy under `key` is due to be looked up again (it is still handed out). */
  dueForRefresh(key: string) {
    const entry = this.entries.get(key);
    return entry !== undefined && this.now() > entry.refreshAt;
  }

  /** Drops one copy: its new lookup found the session over (revoked, expired). */
  delete(key: string) {
    this.entries.delete(key);
  }

  /** A marker to take before a lookup: `set` stores nothing if anything was evicted since. */
  mark() {
    return this.evictions;
  }

  set(key: string, found: FoundSession, mark: number) {
    if (!this.enabled || mark !== this.evictions) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    // 75–125 % of the TTL: sessions looked up in one burst (a restart) are not all asked again in
    // the same moment.
    const refreshAt = this.now() + this.ttlMs * (0.75 + Math.random() / 2);
    this.entries.set(key, { found, refreshAt, staleAt: refreshAt + this.graceMs });
  }

  /** A notification's payload: `session:<id>`, `user:<id>`, or anything else (drop them all). */
  evict(payload: string) {
    const [kind, id] = payload.split(':');
    this.evictions += 1;
    if (kind === 'session' || kind === 'user') {
      for (const [key, { found }] of this.entries) {
        if (kind === 'session' ? found.sessionId === id : found.user.id === id)
          this.entries.delete(key);
      }
    } else this.entries.clear();
  }

  clear() {
    this.evictions += 1;
    this.entries.clear();
  }

  /** Trust entries only while revocations are heard; either way start empty. */
  setEnabled(enabled: boolean) {
    this.enabled = enabled;
    this.clear();
  }

  get size() {
    return this.entries.size;
  }
}
