import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../plugins/errors';
import { authMessages } from './messages';
import { findSession, notifySessions, SESSION_IDLE_MS, SESSIONS_CHANNEL } from './repository';
import { SessionCache, type FoundSession, type Session } from './session-cache';
import { SessionUse } from './session-use';
import { hashToken } from './tokens';

export type { Session } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /**
     * A visitor, or a member whose reads of the public lists are a visitor's (no site or channel
     * management): the public cache may hand them the shared copy.
     */
    readsAsVisitor: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a live session token is presented. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 for visitors, 403 for members who are not site admins. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionCache: SessionCache;
    sessionUse: SessionUse;
  }
}

const signInRequired = () => new HttpError(401, 'unauthorized', authMessages.signInRequired);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header) : null;
  return match?.[1];
}

/** The one change to an account made without a session: a reset link's new password. */
const RESET_CONFIRM = '/api/auth/reset-password/confirm';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export interface AuthenticateOptions {
  /** The clock sessions are judged by (tests move it by days). */
  now?: () => number;
}

/**
 * Resolves `Authorization: Bearer …` to a session once per request, with no database write: a
 * lookup is reused for a few seconds from memory (SessionCache), its use recorded in batches
 * (SessionUse). Revocation stays immediate: the database NOTIFYs every process on the
 * "sessions" channel, and a process drops its copies of anything this process changed before the
 * answer to that change leaves (ADR 0031).
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, options: AuthenticateOptions) => {
  const cache = new SessionCache({ idleMs: SESSION_IDLE_MS, now: options.now });
  const use = new SessionUse(app.db, app.log);
  app.decorate('sessionCache', cache);
  app.decorate('sessionUse', use);
  app.decorateRequest('session', null);
  app.decorateRequest('readsAsVisitor', true);
  /** Barriers this process sent and waits to hear (see heardEverywhere). */
  const barriers = new Map<string, () => void>();
  app.liveHub.addChannel(SESSIONS_CHANNEL, {
    notified: (payload) => {
      if (!payload.startsWith('barrier:')) return cache.evict(payload);
      barriers.get(payload)?.();
      barriers.delete(payload);
    },
    connected: () => cache.setEnabled(true),
    lost: () => cache.setEnabled(false),
  });
  app.addHook('onClose', async () => use.flush());

  async function lookUp(token: string): Promise<FoundSession | undefined> {
    // Listening starts with the first signed-in request (it holds one of the pool's connections,
    // as live scores do); until it listens nothing is kept, each lookup reads the database.
    void app.liveHub.ensureListening();
    // Keyed by the token's hash: not even this process's memory keeps tokens.
    const key = hashToken(token).toString('base64url');
    const cached = cache.get(key);
    if (cached) {
      // Due for a new lookup: this request is answered from the copy, the lookup runs beside it.
      if (cache.dueForRefresh(key)) refresh(token, key);
      return cached;
    }
    const mark = cache.mark();
    const found = await findSession(app.db, token, new Date(cache.now()));
    if (found) cache.set(key, found, mark);
    return found;
  }

  /** Lookups running beside the requests, one per session at a time. */
  const refreshing = new Set<string>();
  function refresh(token: string, key: string) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const mark = cache.mark();
    findSession(app.db, token, new Date(cache.now()))
      .then((found) => (found ? cache.set(key, found, mark) : cache.delete(key)))
      // The database failing: the copy ages out on its own (and the listener's loss clears all).
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }

  app.addHook('onRequest', async (request) => {
    // The API, and the spec's donation calls (/donate/payment links a donation to its donor).
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/donate/')) return;
    const token = bearerToken(request);
    const found = token ? await lookUp(token) : undefined;
    if (!found) return;
    use.used(found, cache.now());
    // The cached object itself: what is kept for this session (own copies) is dropped with it.
    request.session = found;
    request.readsAsVisitor = !found.user.isAdmin && found.managedChannelIds.length === 0;
  });

  /**
   * Resolves once a notification sent now has come back to this process's own listener. The
   * database signals every listening process at each commit, in commit order, so by then the
   * notifications of the change just committed have been sent to the other processes too: the
   * caller's next request, wherever it lands, finds the session dropped. Bounded, never a hang.
   */
  async function heardEverywhere() {
    if (!app.liveHub.listening) return;
    const payload = `barrier:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      barriers.set(payload, resolve);
      timer = setTimeout(resolve, 1_000);
    });
    try {
      await notifySessions(app.db, payload);
      await heard;
    } catch {
      // The database is failing: the answer goes out as it would have, without waiting longer.
    } finally {
      clearTimeout(timer);
      barriers.delete(payload);
    }
  }

  // Before the answer to a change leaves, this process forgets every session it holds, so the
  // caller's next request here sees the change. A change that can revoke or alter a session is
  // made by a member (sign-out, password, roles, memberships) or by a reset link: those also wait
  // for their notification to go round. A visitor's sign-up, sign-in or registration need not.
  app.addHook('onSend', async (request, reply, payload) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (isRead(request) || request.method === 'OPTIONS' || refused) return payload;
    cache.clear();
    if (request.session || request.url.startsWith(RESET_CONFIRM)) await heardEverywhere();
    return payload;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.session) throw signInRequired();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.session) throw signInRequired();
    if (request.session.twoFactorSetupRequired)
      throw new HttpError(403, 'two_factor_required', authMessages.twoFactorRequired);
    if (!request.session.user.isAdmin)
      throw new HttpError(403, 'forbidden', authMessages.adminsOnly);
  });
});

/** The session of a request that passed requireUser. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw signInRequired();
  return request.session;
}
