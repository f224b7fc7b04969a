import {
  accountSessionsSchema,
  apiErrorSchema,
  messageSchema,
  recoveryCodesSchema,
  sessionIdParamsSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../db/ids';
import { translated } from '../../i18n/reader-texts';
import { HttpError } from '../../plugins/errors';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { sessionOf } from '../auth/authenticate';
import { authContextFor } from '../auth/context';
import { revokeUserSessions } from '../auth/repository';
import { getSite } from '../site/repository';
import { securityMessages as texts } from './messages';
import { revokeOwnSession } from './repository';
import * as security from './service';

const errors = errorResponses(400, 401, 409, 429);

/** Two-step sign-in and the session list of the signed-in member (issue 38, ADR 55). */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = authContextFor(app);
  const member = { onRequest: app.requireUser };

  app.get(
    '/api/me/2fa',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'Whether two-step sign-in is on, and whether this account must turn it on',
        security: bearer,
        response: { 200: twoFactorStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => security.twoFactorStatus(context(request), sessionOf(request)),
  );

  app.post(
    '/api/me/2fa/setup',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'A new TOTP secret, its otpauth link and QR code (until confirmed with a code)',
        security: bearer,
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request) =>
      security.setUp(
        context(request),
        sessionOf(request),
        (await getSite(app.db, app.config.site)).name,
      ),
  );

  app.post(
    '/api/me/2fa/enable',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'Turn two-step sign-in on with a code; answers ten single-use recovery codes',
        security: bearer,
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => security.enable(context(request), sessionOf(request), request.body.code),
  );

  app.post(
    '/api/me/2fa/disable',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'Turn two-step sign-in off with the password and a code',
        security: bearer,
        body: twoFactorDisableSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await security.disable(context(request), sessionOf(request), request.body),
      ),
  );

  app.get(
    '/api/me/sessions',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'Where this account is signed in',
        security: bearer,
        response: { 200: accountSessionsSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      security.listSessions(context(request), sessionOf(request), await languageOf(app, request)),
  );

  app.delete(
    '/api/me/sessions/:id',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'Sign one of your sessions out (another member’s: 404)',
        security: bearer,
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = sessionOf(request).user.id;
      if (!isUuid(id) || !(await revokeOwnSession(app.db, userId, id)))
        throw new HttpError(404, 'not_found', texts.sessionNotFound);
      return translated(app, request, { message: texts.sessionEnded });
    },
  );

  app.delete(
    '/api/me/sessions',
    {
      ...member,
      schema: {
        tags: ['account security'],
        summary: 'Sign out every session but this one',
        security: bearer,
        response: { 200: messageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await revokeUserSessions(app.db, session.user.id, session.sessionId);
      return translated(app, request, { message: texts.othersEnded });
    },
  );
};
