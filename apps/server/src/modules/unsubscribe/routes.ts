import {
  unsubscribeMessages,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../../plugins/route-schemas';
import { unsubscribeActions } from './kinds';
import { readUnsubscribeToken } from './tokens';

/**
 * POST /api/unsubscribe?token=…: no session. The confirmation page posts here, and so does a
 * mail client answering List-Unsubscribe-Post (RFC 8058) with `List-Unsubscribe=One-Click` as a
 * form body, which this scope accepts and ignores: the token says everything. Doing it twice is
 * no error. A GET never unsubscribes (link scanners open links).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.post(
    '/api/unsubscribe',
    {
      schema: {
        tags: ['unsubscribe'],
        summary: 'One-click unsubscribe from a kind of email, by the signed token in its link',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const who = await readUnsubscribeToken(app.db, request.query.token);
      if (!who) throw new HttpError(400, 'bad_token', unsubscribeMessages.badToken);
      await unsubscribeActions[who.kind](app.db, who.userId);
      return { kind: who.kind };
    },
  );
};
