import {
  apiErrorSchema,
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageSchema,
  resetConfirmSchema,
  resetRequestSchema,
  sessionUserSchema,
  signupResponseSchema,
  signupSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translated } from '../../i18n/reader-texts';
import { languageOf } from '../../plugins/request-language';
import { getDefaultCountry, getJoinPolicy, getSite } from '../site/repository';
import { authMessages } from './messages';
import { sessionOf } from './authenticate';
import { revokeSession, revokeUserSessions, toSessionUser } from './repository';
import * as auth from './service';
import { defineAccountMailJobs } from './account-mail-jobs';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { withSiteCountry } from '../../plugins/phone-country';

const errors = errorResponses(400, 401, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  defineAccountMailJobs(app.jobs, {
    db: app.db,
    limiter: app.limiter,
    mailer: app.mailer,
    siteName: async () => (await getSite(app.db, app.config.site)).name,
    resetPageUrl: new URL('/reset-password', app.config.publicUrl).toString(),
  });
  const context = (request: FastifyRequest): auth.AuthContext => ({
    db: app.db,
    hashCost: app.config.passwordHashCost,
    clientAddress: request.ip,
    limiter: app.limiter,
    jobs: app.jobs,
    slowdownStepMs: app.config.loginSlowdownStepMs,
    joinPolicy: () => getJoinPolicy(app.db, app.config.site.profile),
  });

  app.post(
    '/api/auth/signup',
    {
      preValidation: withSiteCountry(app, 'country'),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signupSchema,
        response: { 201: signupResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await translated(app, request, await auth.signup(context(request), request.body))),
  );

  app.post(
    '/api/auth/login',
    {
      preValidation: withSiteCountry(app, 'country'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with mobile and password',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => translated(app, request, await auth.login(context(request), request.body)),
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: sessionUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => toSessionUser(sessionOf(request).user, await getDefaultCountry(app.db)),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device',
        security: bearer,
        response: { 200: messageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await revokeSession(app.db, sessionOf(request).sessionId);
      return translated(app, request, { message: authMessages.signedOut });
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out every device',
        security: bearer,
        response: { 200: messageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await revokeUserSessions(app.db, sessionOf(request).user.id);
      return translated(app, request, { message: authMessages.signedOutEverywhere });
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change password (signs out other devices)',
        security: bearer,
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await auth.changePassword(context(request), sessionOf(request), request.body),
      ),
  );

  app.post(
    '/api/auth/reset-password/request',
    {
      preValidation: withSiteCountry(app, 'country'),
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: resetRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await auth.requestPasswordReset(
        context(request),
        request.body.identifier,
        await languageOf(app, request),
      );
      return translated(app, request, answer);
    },
  );

  app.post(
    '/api/auth/reset-password/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetConfirmSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await auth.confirmPasswordReset(
          context(request),
          request.body.token,
          request.body.password,
        ),
      ),
  );
};
