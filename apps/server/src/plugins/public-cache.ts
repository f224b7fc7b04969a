import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answeredUnavailable } from './errors';
import {
  compress,
  etagOf,
  matches,
  preferredEncoding,
  type Encoding,
} from './public-cache-encoding';
import { languageOf } from './request-language';
import {
  holdsOwn,
  isPersonal,
  isRead,
  shareable,
  type ManagersRule,
  type MembersOwnItems,
} from './public-cache-readers';

export type { ManagersRule, SharedCopy } from './public-cache-readers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Visitors' answers may be kept in memory for a moment and shared between visitors; an object
     * sets how long, where the plugin's default does not suit (server-rendered pages), and whether
     * the answer holds words in the reader's language (one copy per language, Vary).
     */
    publicCache?:
      | boolean
      | {
          ttlMs?: number;
          byLanguage?: boolean;
          /**
           * A member without management rights reads exactly what a visitor reads here (nothing
           * in the answer depends on who they are): they are handed the same shared copy.
           */
          sharedWithMembers?: boolean | MembersOwnItems;
          /** A channel's manager may be handed the shared copy too, where this rule allows. */
          sharedWithManagers?: ManagersRule;
        };
  }
  interface FastifyInstance {
    /** Bumped by every change this process makes: what depends on the copies' freshness follows it. */
    publicCacheGeneration: () => number;
  }
  interface FastifyRequest {
    /** The copy this request reads and writes: its URL, and its language where the answer has words. */
    cacheKey?: string;
    cachedEntry?: CacheEntry;
    /** The cache generation when the handler started: a change during it makes the answer stale. */
    cacheGeneration?: number;
    /** Set on the one visitor computing a URL's answer; others wait for it or take the old copy. */
    releaseCacheLead?: () => void;
  }
}

interface CacheEntry {
  body: string | Buffer;
  etag: string;
  headers: Record<string, string>;
  generation: number;
  storedAt: number;
  /** Compressed once, on the first visitor who accepts the encoding, then reused. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface PublicCacheOptions {
  /** How long a visitor's answer is reused; also bounds staleness across server processes. */
  ttlMs?: number;
  /** How old an expired copy may still be handed out while one visitor computes its successor. */
  maxStaleMs?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
  /** How old a last good copy may be and still stand in for an answer the database cannot give. */
  maxStaleIfErrorMs?: number;
}

/** Marks an answer that was served from a last good copy, or built from such copies. */
export const staleHeader = 'x-portal-stale';

/**
 * Answers made without the database (a page rendered from stale copies, or the plain page): not
 * stored as a copy, marked stale, and replaced by the route's own last good copy where it has one.
 */
const degraded = new WeakSet<FastifyRequest>();
export const markDegraded = (request: FastifyRequest) => degraded.add(request);

// The headers that belong to the answer itself, as opposed to this request (id, rate limit).
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-next-cursor', 'link'];

/**
 * ETags and 304s on every GET with a body in memory, and a short-lived shared copy of the public
 * lists for visitors (no Authorization header), so the busiest pages cost no database work.
 *
 * Correctness: any successful change through this process drops every copy at once (a coarse
 * generation counter: writes are rare next to reads); the TTL bounds how long another process's
 * change, or the clock (upcoming, registration open), takes to show. Signed-in callers are served
 * the copy only where the route says its answer cannot depend on who a plain member is
 * (`sharedWithMembers`) and the caller manages nothing (ADR 0031); their own bits (registrations,
 * memberships) come from their own calls.
 *
 * One computation per URL at a time: when a copy is missing, the first visitor computes it and
 * those arriving meanwhile wait for that answer instead of all asking the database at once; when
 * a copy has merely aged past the TTL (no change since), the others are handed it while the first
 * computes its successor, for at most maxStaleMs. Without this every expiry meant fifty identical
 * computations of a 240 KB answer at once, and a latency spike each second.
 *
 * Stale-if-error: a copy outlives its TTL and the changes after it as the URL's last good copy.
 * When the database cannot answer (503 unavailable), anyone reading a public list or page gets
 * that copy instead, marked with X-Portal-Stale and its Age, never stored by a browser, so
 * visitors keep reading through an outage. Signed-in callers get the visitors' copy too: public
 * data, perhaps without their own marks, better than an error page.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, options: PublicCacheOptions) => {
    const ttlMs = options.ttlMs ?? 1_000;
    const maxStaleMs = options.maxStaleMs ?? 5_000;
    const maxEntries = options.maxEntries ?? 1_000;
    const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
    const maxStaleIfErrorMs = options.maxStaleIfErrorMs ?? 24 * 60 * 60_000;
    const entries = new Map<string, CacheEntry>();
    let generation = 0;
    /** URLs whose answer a visitor is computing now, settled when that answer is sent or lost. */
    const computing = new Map<string, Promise<void>>();
    app.decorate('publicCacheGeneration', () => generation);

    const keyOf = (request: FastifyRequest) => request.cacheKey ?? request.url;

    function lead(request: FastifyRequest) {
      let settle!: () => void;
      const done = new Promise<void>((resolve) => (settle = resolve));
      const key = keyOf(request);
      computing.set(key, done);
      request.releaseCacheLead = () => {
        request.releaseCacheLead = undefined;
        if (computing.get(key) === done) computing.delete(key);
        settle();
      };
    }

    function serve(request: FastifyRequest, reply: FastifyReply, entry: CacheEntry) {
      request.cachedEntry = entry;
      for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
      return reply.send(entry.body);
    }

    /** The copy for this URL if no change has happened since it was made, with its age. */
    function current(url: string) {
      const entry = entries.get(url);
      if (entry?.generation !== generation) return undefined;
      return { entry, age: Date.now() - entry.storedAt };
    }

    /** The URL's last good copy, for an answer the database could not give. */
    function lastGood(request: FastifyRequest) {
      if (!request.routeOptions.config.publicCache) return undefined;
      if (!answeredUnavailable.has(request) && !degraded.has(request)) return undefined;
      const entry = entries.get(keyOf(request));
      return entry && Date.now() - entry.storedAt <= maxStaleIfErrorMs ? { entry } : undefined;
    }

    function store(url: string, entry: CacheEntry) {
      entries.delete(url); // re-added last: the oldest copies go first
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(url, entry);
    }

    /** The body for this visitor: compressed once per encoding for a shared copy. */
    function encoded(request: FastifyRequest, reply: FastifyReply, entry: CacheEntry) {
      const encoding = preferredEncoding(request);
      if (!encoding || entry.body.length < 1024) return entry.body;
      entry.encoded[encoding] ??= compress(encoding, entry.body);
      const vary = reply.getHeader('vary');
      reply
        .header('content-encoding', encoding)
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      return entry.encoded[encoding];
    }

    const ttlOf = (request: FastifyRequest) => {
      const setting = request.routeOptions.config.publicCache;
      return typeof setting === 'object' ? (setting.ttlMs ?? ttlMs) : ttlMs;
    };

    function cacheControl(request: FastifyRequest, reply: FastifyReply) {
      if (reply.hasHeader('cache-control')) return;
      // Always revalidate (a 304 is cheap); never let a shared cache keep a signed-in answer.
      const isPublic = shareable(request) && !request.headers.authorization;
      reply.header('cache-control', isPublic ? 'public, no-cache' : 'private, no-cache');
    }

    app.addHook('preHandler', async (request, reply) => {
      const setting = request.routeOptions.config.publicCache;
      // A page in Hindi is a different copy from the same page in English (DESIGN §7).
      if (typeof setting === 'object' && setting.byLanguage) {
        request.cacheKey = `${request.url}\n${await languageOf(app, request)}`;
        reply.header('vary', 'accept-language, cookie');
      }
      if (!shareable(request)) return;
      request.cacheGeneration = generation;
      const key = keyOf(request);
      const found = current(key);
      // A member whose own items are in the copy computes their answer, and keeps it to themselves.
      const ownAnswer = () => void (request.cacheGeneration = undefined);
      if (found && (await holdsOwn(request, found.entry))) return ownAnswer();
      if (found && found.age <= ttlOf(request)) return serve(request, reply, found.entry);
      const pending = computing.get(key);
      if (!pending) return lead(request);
      if (found && found.age <= maxStaleMs) return serve(request, reply, found.entry);
      await pending;
      // The visitor ahead computed it, unless its answer failed or a change came in between.
      request.cacheGeneration = generation;
      const computed = current(key);
      if (computed && (await holdsOwn(request, computed.entry))) return ownAnswer();
      if (computed && computed.age <= ttlOf(request)) return serve(request, reply, computed.entry);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isRead(request)) return payload;
      const stale = lastGood(request);
      if (stale) {
        request.releaseCacheLead?.();
        const { entry } = stale;
        reply.code(200).removeHeader('retry-after');
        for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
        reply.header(staleHeader, 'database-unavailable').header('cache-control', 'no-store');
        reply.header('age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
        return encoded(request, reply, entry);
      }
      if (reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (degraded.has(request)) {
        // Made from stale copies, or the plain page: say so, keep no copy of it.
        request.releaseCacheLead?.();
        reply.header(staleHeader, 'database-unavailable').header('cache-control', 'no-store');
        return payload;
      }
      const entry = request.cachedEntry;
      const etag = entry?.etag ?? etagOf(payload);
      reply.header('etag', etag);
      cacheControl(request, reply);
      const startedAt = request.cacheGeneration;
      let shared = entry;
      const personal = !entry && isPersonal(request, payload);
      if (!entry && startedAt === generation && payload.length <= maxBodyBytes && !personal) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        shared = {
          body: payload,
          etag,
          headers,
          generation: startedAt,
          storedAt: Date.now(),
          encoded: {},
        };
        store(keyOf(request), shared);
      }
      request.releaseCacheLead?.();
      if (matches(request, etag)) {
        reply.code(304);
        return '';
      }
      // A shared answer is compressed once here; anything else is left to @fastify/compress.
      return shared ? encoded(request, reply, shared) : payload;
    });

    // A lead whose answer was not a 200 body (an error, a refusal, a lost connection) lets the
    // waiting visitors go, to compute their own.
    const release = async (request: FastifyRequest) => request.releaseCacheLead?.();
    app.addHook('onResponse', release);
    app.addHook('onRequestAbort', release);

    // Before the answer leaves, so the caller's next read already misses. Refusals (4xx) change
    // nothing and must not let a flood of them empty the cache; a 5xx might follow a change.
    app.addHook('onSend', async (request, reply, payload) => {
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (isRead(request) || request.method === 'OPTIONS' || refused) return payload;
      // The copies stay, as last good copies for an outage; none is handed out as fresh again.
      generation += 1;
      return payload;
    });
  },
  { name: 'public-cache' },
);
