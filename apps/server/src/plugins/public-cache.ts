import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Visitors' answers may be kept in memory for a moment and shared between visitors; an object
     * sets how long, where the plugin's default does not suit (server-rendered pages).
     */
    publicCache?: boolean | { ttlMs: number };
  }
  interface FastifyRequest {
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

type Encoding = 'br' | 'gzip';

function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const compress = (encoding: Encoding, body: string | Buffer) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);

export interface PublicCacheOptions {
  /** How long a visitor's answer is reused; also bounds staleness across server processes. */
  ttlMs?: number;
  /** How old an expired copy may still be handed out while one visitor computes its successor. */
  maxStaleMs?: number;
  maxEntries?: number;
  maxBodyBytes?: number;
}

// The headers that belong to the answer itself, as opposed to this request (id, rate limit).
const KEPT_HEADERS = ['content-type', 'content-disposition', 'x-next-cursor', 'link'];

const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

function matches(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * ETags and 304s on every GET with a body in memory, and a short-lived shared copy of the public
 * lists for visitors (no Authorization header), so the busiest pages cost no database work.
 *
 * Correctness: any successful change through this process drops every copy at once (a coarse
 * generation counter: writes are rare next to reads); the TTL bounds how long another process's
 * change, or the clock (upcoming, registration open), takes to show. Signed-in callers are never
 * served a copy: what they see can depend on who they are.
 *
 * One computation per URL at a time: when a copy is missing, the first visitor computes it and
 * those arriving meanwhile wait for that answer instead of all asking the database at once; when
 * a copy has merely aged past the TTL (no change since), the others are handed it while the first
 * computes its successor, for at most maxStaleMs. Without this every expiry meant fifty identical
 * computations of a 240 KB answer at once, and a latency spike each second.
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, options: PublicCacheOptions) => {
    const ttlMs = options.ttlMs ?? 1_000;
    const maxStaleMs = options.maxStaleMs ?? 5_000;
    const maxEntries = options.maxEntries ?? 1_000;
    const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
    const entries = new Map<string, CacheEntry>();
    let generation = 0;
    /** URLs whose answer a visitor is computing now, settled when that answer is sent or lost. */
    const computing = new Map<string, Promise<void>>();

    function lead(request: FastifyRequest) {
      let settle!: () => void;
      const done = new Promise<void>((resolve) => (settle = resolve));
      computing.set(request.url, done);
      request.releaseCacheLead = () => {
        request.releaseCacheLead = undefined;
        if (computing.get(request.url) === done) computing.delete(request.url);
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
      if (!entry) return undefined;
      if (entry.generation === generation) return { entry, age: Date.now() - entry.storedAt };
      entries.delete(url);
      return undefined;
    }

    const shareable = (request: FastifyRequest) =>
      isRead(request) &&
      Boolean(request.routeOptions.config.publicCache) &&
      !request.headers.authorization;

    const ttlOf = (request: FastifyRequest) => {
      const setting = request.routeOptions.config.publicCache;
      return typeof setting === 'object' ? setting.ttlMs : ttlMs;
    };

    function cacheControl(request: FastifyRequest, reply: FastifyReply) {
      if (reply.hasHeader('cache-control')) return;
      // Always revalidate (a 304 is cheap); never let a shared cache keep a signed-in answer.
      reply.header('cache-control', shareable(request) ? 'public, no-cache' : 'private, no-cache');
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!shareable(request)) return;
      request.cacheGeneration = generation;
      const found = current(request.url);
      if (found && found.age <= ttlOf(request)) return serve(request, reply, found.entry);
      const pending = computing.get(request.url);
      if (!pending) return lead(request);
      if (found && found.age <= maxStaleMs) return serve(request, reply, found.entry);
      await pending;
      // The visitor ahead computed it, unless its answer failed or a change came in between.
      request.cacheGeneration = generation;
      const computed = current(request.url);
      if (computed) return serve(request, reply, computed.entry);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isRead(request) || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const entry = request.cachedEntry;
      const etag = entry?.etag ?? etagOf(payload);
      reply.header('etag', etag);
      cacheControl(request, reply);
      const startedAt = request.cacheGeneration;
      let shared = entry;
      if (!entry && startedAt === generation && payload.length <= maxBodyBytes) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
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
        entries.set(request.url, shared);
      }
      request.releaseCacheLead?.();
      if (matches(request, etag)) {
        reply.code(304);
        return '';
      }
      // A shared answer is compressed once here; anything else is left to @fastify/compress.
      const encoding = preferredEncoding(request);
      if (!shared || !encoding || shared.body.length < 1024) return payload;
      shared.encoded[encoding] ??= compress(encoding, shared.body);
      reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return shared.encoded[encoding];
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
      generation += 1;
      entries.clear();
      return payload;
    });
  },
  { name: 'public-cache' },
);
