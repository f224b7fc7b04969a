import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../plugins/errors';
import { authMessages } from './messages';
import { findSession, type UserRow } from './repository';

export interface Session {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a live session token is presented. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 for visitors, 403 for members who are not site admins. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const signInRequired = () => new HttpError(401, 'unauthorized', authMessages.signInRequired);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1];
}

/** Resolves `Authorization: Bearer …` to a session once per request; roles come from the database. */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    // The API, and the spec's donation calls (/donate/payment links a donation to its donor).
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/donate/')) return;
    const token = bearerToken(request);
    request.session = token ? ((await findSession(app.db, token)) ?? null) : null;
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.session) throw signInRequired();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.session) throw signInRequired();
    if (!request.session.user.isAdmin)
      throw new HttpError(403, 'forbidden', authMessages.adminsOnly);
  });
});

/** The session of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw signInRequired();
  return request.session;
}
