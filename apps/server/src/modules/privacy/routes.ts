import {
  apiErrorSchema,
  privacyConsentSchema,
  privacyConsentStatusSchema,
  privacyMessages,
  privacyNoticeEditSchema,
  privacyNoticeInputSchema,
  privacyNoticeSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../auth/authenticate';
import { HttpError } from '../../plugins/errors';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import * as repo from './repository';

const editView = (row: repo.NoticeRow) => ({
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  texts: { en: row.texts.en, hi: row.texts.hi ?? '', gu: row.texts.gu ?? '' },
});

/** The privacy notice and consent to it (issue 39, ADR 58; docs/email-choices-api.md). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/privacy-notice',
    {
      schema: {
        tags: ['privacy'],
        summary: "The current privacy notice in the reader's language (English where missing)",
        response: { 200: privacyNoticeSchema },
      },
    },
    async (request) => {
      const row = await repo.currentNotice(app.db);
      return {
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        ...repo.noticeIn(row, await languageOf(app, request)),
      };
    },
  );

  app.get(
    '/api/admin/privacy-notice',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['privacy'],
        summary: 'The current privacy notice in every language, for editing',
        security: bearer,
        response: { 200: privacyNoticeEditSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => editView(await repo.currentNotice(app.db)),
  );

  app.put(
    '/api/admin/privacy-notice',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['privacy'],
        summary: 'Publish a new version of the privacy notice (members are asked again)',
        security: bearer,
        body: privacyNoticeInputSchema,
        response: { 200: privacyNoticeEditSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) =>
      editView(await repo.publishNotice(app.db, request.body, sessionOf(request).user.id)),
  );

  app.get(
    '/api/me/privacy-consent',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Which version of the privacy notice I accepted, and whether to ask me again',
        security: bearer,
        response: { 200: privacyConsentStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => repo.consentStatus(app.db, sessionOf(request).user.id),
  );

  app.post(
    '/api/me/privacy-consent',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Accept the current privacy notice',
        security: bearer,
        body: privacyConsentSchema,
        response: { 200: privacyConsentStatusSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      const current = await repo.currentNotice(app.db);
      if (request.body.version !== current.version)
        throw new HttpError(400, 'not_current', privacyMessages.notCurrent, {
          version: privacyMessages.notCurrent,
        });
      await repo.recordConsent(app.db, userId, current.version);
      return repo.consentStatus(app.db, userId);
    },
  );
};
