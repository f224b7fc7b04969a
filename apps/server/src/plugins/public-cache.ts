import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Visitors' answers may be kept in memory for a moment and shared between visitors. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    cachedEntry?: CacheEntry;
    /** The cache generation when the handler started: a change during it makes the answer stale. */
    cacheGeneration?: number;
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
 */
export const publicCachePlugin = fp(
  async (app: FastifyInstance, options: PublicCacheOptions) => {
    const ttlMs = options.ttlMs ?? 1_000;
    const maxEntries = options.maxEntries ?? 1_000;
    const maxBodyBytes = options.maxBodyBytes ?? 512 * 1024;
    const entries = new Map<string, CacheEntry>();
    let generation = 0;

    const shareable = (request: FastifyRequest) =>
      isRead(request) &&
      request.routeOptions.config.publicCache === true &&
      !request.headers.authorization;

    function cacheControl(request: FastifyRequest, reply: FastifyReply) {
      if (reply.hasHeader('cache-control')) return;
      // Always revalidate (a 304 is cheap); never let a shared cache keep a signed-in answer.
      reply.header('cache-control', shareable(request) ? 'public, no-cache' : 'private, no-cache');
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!shareable(request)) return;
      request.cacheGeneration = generation;
      const entry = entries.get(request.url);
      if (!entry) return;
      if (entry.generation !== generation || Date.now() - entry.storedAt > ttlMs) {
        entries.delete(request.url);
        return;
      }
      request.cachedEntry = entry;
      for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
      return reply.send(entry.body);
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
