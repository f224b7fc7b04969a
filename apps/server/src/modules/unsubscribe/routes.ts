import {
  unsubscribeMessages,
  unsubscribeParamsSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { usedUnsubscribeTokens } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../../plugins/route-schemas';
import { turnOff } from '../email-choices/repository';
import { readUnsubscribeToken } from './tokens';

/**
 * Turns off the kind a token names for the person it names, once: the token's nonce is recorded
 * in the same transaction, so a second use (or a copy of the link) is a 409 that changes nothing.
 */
async function unsubscribe(db: Database, token: string) {
  const who = await readUnsubscribeToken(db, token);
  if (!who) throw new HttpError(400, 'bad_token', unsubscribeMessages.badToken);
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(usedUnsubscribeTokens)
      .values({ nonce: who.nonce })
      .onConflictDoNothing()
      .returning();
    if (!fresh) throw new HttpError(409, 'token_used', unsubscribeMessages.usedToken);
    await turnOff(tx, { userId: who.userId, address: who.address ?? '' }, who.kind);
  });
  return { kind: who.kind };
}

/**
 * POST /u/{token} (issue 39): no session. A mail client answering List-Unsubscribe-Post
 * (RFC 8058) sends `List-Unsubscribe=One-Click` as a form body, which this scope accepts and
 * ignores: the token says everything. The page at GET /u/{token} is the web app's (it never
 * unsubscribes: link scanners open links); its button posts here too. POST /api/unsubscribe?token=
 * is the first digests' link (ADR 54) and does the same.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  const response = { 200: unsubscribeResultSchema, ...errorResponses(400, 409) };

  app.post(
    '/u/:token',
    {
      schema: {
        tags: ['unsubscribe'],
        summary: 'One-click unsubscribe from a kind of email, by the signed token in its link',
        params: unsubscribeParamsSchema,
        response,
      },
    },
    async (request) => unsubscribe(app.db, request.params.token),
  );

  // The first digests' body link opened a page at /unsubscribe?token=…; that page is /u/{token}
  // now. A redirect, so the web app carries no route for it.
  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['unsubscribe'],
        summary: 'The first digests’ page link: redirects to /u/{token}',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => reply.redirect(`/u/${encodeURIComponent(request.query.token)}`, 301),
  );

  app.post(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['unsubscribe'],
        summary: 'The same, by the link of the first opportunity digests (ADR 54)',
        querystring: unsubscribeQuerySchema,
        response,
      },
    },
    async (request) => unsubscribe(app.db, request.query.token),
  );
};
