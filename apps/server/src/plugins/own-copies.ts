import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A signed-in reader's own answer (their channels) may be handed to them again for a moment,
     * as the public lists are to visitors: it depends on nothing but them and the data.
     */
    ownCopy?: boolean;
  }
  interface FastifyRequest {
    /** The public cache's generation when this request's own answer began to be computed. */
    ownCopyGeneration?: number;
  }
}

interface OwnCopy {
  body: string | Buffer;
  contentType: string;
  generation: number;
  storedAt: number;
}

/** As the public copies: another process's change shows within this. */
const TTL_MS = 1_000;

/**
 * Member's own reads kept for a second, per session (issue #22: `/api/channels/mine` was a query
 * per request, 981 req/s against thousands for the public lists). A copy lives on the session
 * object the session cache holds, so whatever drops the session drops its copies: sign-out, a
 * role or membership change (NOTIFY from any process), the session's few seconds in the cache. Any
 * change through this process drops them too (the public cache's generation), so a member reads
 * their own change at once; another process's change to a channel's name shows within the second.
 */
export const ownCopiesPlugin = fp(
  async (app: FastifyInstance) => {
    const copies = new WeakMap<object, Map<string, OwnCopy>>();
    const eligible = (request: FastifyRequest) =>
      request.routeOptions.config.ownCopy === true &&
      request.session !== null &&
      (request.method === 'GET' || request.method === 'HEAD');

    app.addHook('preHandler', async (request, reply) => {
      if (!eligible(request)) return;
      const copy = copies.get(request.session!)?.get(request.url);
      const generation = app.publicCacheGeneration();
      if (copy && copy.generation === generation && Date.now() - copy.storedAt <= TTL_MS) {
        return reply.header('content-type', copy.contentType).send(copy.body);
      }
      request.ownCopyGeneration = generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const startedAt = request.ownCopyGeneration;
      if (startedAt === undefined || startedAt !== app.publicCacheGeneration()) return payload;
      if (reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const session = request.session!;
      const mine = copies.get(session) ?? new Map<string, OwnCopy>();
      copies.set(session, mine);
      mine.set(request.url, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        generation: startedAt,
        storedAt: Date.now(),
      });
      return payload;
    });
  },
  { name: 'own-copies', dependencies: ['public-cache'] },
);
