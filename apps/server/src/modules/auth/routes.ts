import {
  apiErrorSchema,
  changePasswordSchema,
  loginAnswerSchema,
  loginResponseSchema,
  loginSchema,
  twoFactorLoginSchema,
  messageSchema,
  resetConfirmSchema,
  resetRequestSchema,
  sessionUserSchema,
  signupResponseSchema,
  signupSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translated } from '../../i18n/reader-texts';
import { languageOf } from '../../plugins/request-language';
import { getDefaultCountry, getSite } from '../site/repository';
import { authMessages } from './messages';
import { sessionOf } from './authenticate';
import { revokeSession, revokeUserSessions, toSessionUser } from './repository';
import * as auth from './service';
import { defineAccountMailJobs } from './account-mail-jobs';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { withSiteCountry } from '../../plugins/phone-country';
import { answerSignIn, authContextFor } from './context';
import { completeSignIn } from '../security/service';
import { setDeviceCookie } from '../security/device-cookies';
import { defineSecurityNoticeJobs } from '../security/notice-jobs';

const errors = errorResponses(400, 401, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  defineAccountMailJobs(app.jobs, {
    db: app.db,
    limiter: app.limiter,
    mailer: app.mailer,
    siteName: async () => (await getSite(app.db, app.config.site)).name,
    resetPageUrl: new URL('/reset-password', app.config.publicUrl).toString(),
  });
  defineSecurityNoticeJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    siteName: async () => (await getSite(app.db, app.config.site)).name,
    publicUrl: app.config.publicUrl,
  });
  const context = authContextFor(app);

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
    async (request, reply) => {
      const signedUp = await auth.signup(context(request), request.body);
      // The browser that made the account is its first known device (ADR 55).
      await setDeviceCookie(app.db, request, reply, app.config.publicUrl, signedUp.user._id);
      return reply.code(201).send(await translated(app, request, signedUp));
    },
  );

  app.post(
    '/api/auth/login',
    {
      preValidation: withSiteCountry(app, 'country'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with mobile and password',
        description:
          'Answers a session, or `{ twoFactorRequired: true, challenge }` (no token) when the account has two-step sign-in: then POST /api/auth/login/2fa.',
        body: loginSchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await answerSignIn(
        app,
        request,
        reply,
        await auth.login(context(request), request.body),
      );
      return 'token' in answer ? translated(app, request, answer) : answer;
    },
  );

  app.post(
    '/api/auth/login/2fa',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second step of a sign-in: the challenge and a code (TOTP or a recovery code)',
        body: twoFactorLoginSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await answerSignIn(
        app,
        request,
        reply,
        await completeSignIn(context(request), request.body),
      );
      if (!('token' in answer)) throw new Error('a second step never asks for a third');
      return translated(app, request, answer);
    },
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
    async (request, reply) => {
      const { userId, message } = await auth.confirmPasswordReset(
        context(request),
        request.body.token,
        request.body.password,
      );
      // Whoever holds the account's email just proved it: this browser becomes a known device, so
      // it signs in even while strangers are being refused (ADR 55).
      await setDeviceCookie(app.db, request, reply, app.config.publicUrl, userId);
      return translated(app, request, { message });
    },
  );
};
