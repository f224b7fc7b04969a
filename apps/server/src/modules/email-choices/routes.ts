import { emailPreferencesSchema, emailPreferencesUpdateSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/authenticate';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { getPreferences, savePreferences } from './repository';

/** A member's email choices per kind (issue 39, ADR 58; docs/email-choices-api.md). */
export const emailChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/email-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-choices'],
        summary: 'My email choices: each kind of optional email, on or off',
        security: bearer,
        response: { 200: emailPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => getPreferences(app.db, sessionOf(request).user.id),
  );

  app.put(
    '/api/me/email-preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['email-choices'],
        summary: 'Change my email choices (the kinds named; the others stay)',
        security: bearer,
        body: emailPreferencesUpdateSchema,
        response: { 200: emailPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => savePreferences(app.db, sessionOf(request).user.id, request.body),
  );
};
