import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getJoinPolicy } from '../site/repository';
import { knownDevice, setDeviceCookie } from '../security/device-cookies';
import { coarseNetwork } from '../security/network';
import type { AuthContext, SignInOutcome } from './service';

/** What the sign-in and account calls work with, for one request. */
export function authContextFor(app: FastifyInstance) {
  return (request: FastifyRequest): AuthContext => ({
    db: app.db,
    hashCost: app.config.passwordHashCost,
    clientAddress: request.ip,
    limiter: app.limiter,
    jobs: app.jobs,
    joinPolicy: () => getJoinPolicy(app.db, app.config.site.profile),
    origin: {
      userAgent: request.headers['user-agent'],
      network: coarseNetwork(request.ip),
    },
    knownDevice: (userId) => knownDevice(app.db, request, userId),
  });
}

/**
 * A sign-in's answer as the client sees it: a session (and the account's device cookie, renewed
 * or new), or `{ twoFactorRequired, challenge }` with no token.
 */
export async function answerSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: SignInOutcome,
) {
  if ('challenge' in outcome)
    return { twoFactorRequired: true as const, challenge: outcome.challenge };
  await setDeviceCookie(
    app.db,
    request,
    reply,
    app.config.publicUrl,
    outcome.userId,
    outcome.deviceId,
  );
  return outcome.signedIn;
}
