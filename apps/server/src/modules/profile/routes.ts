import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  accountLanguageSchema,
  accountSettingsUpdateSchema,
  apiErrorSchema,
  accountDeletedSchema,
  deleteMeSchema,
  PICTURE_MAX_BYTES,
  profileSchema,
  profileUpdateSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { HttpError } from '../../plugins/errors';
import { profileMessages } from './messages';
import { sessionOf } from '../auth/authenticate';
import { removePicture } from './picture-store';
import { storeUpload } from '../media/service';
import { readPictureUpload } from './picture-upload';
import * as profiles from './repository';
import { savedProfile, saveProfile } from './service';
import { deletionContextOf } from '../your-data/context';
import { deleteOwnAccount } from '../your-data/deletion';
import { yourDataMessages } from '../your-data/messages';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { withSiteCountry } from '../../plugins/phone-country';

const errors = errorResponses(400, 401, 409, 413);

/** Pictures stored before the photo pipeline, still served where profiles point at them. */
const legacyTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const uploadsDir = app.config.uploadsDir;

  app.get(
    '/api/profile/profile',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'My profile',
        security: bearer,
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => savedProfile(app.db, sessionOf(request).user),
  );

  app.put(
    '/api/profile/profile',
    {
      onRequest: app.requireUser,
      preValidation: withSiteCountry(app, 'phoneCountry'),
      schema: {
        tags: ['profile'],
        summary: 'Update my profile',
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      const saved = await saveProfile(app.db, user, request.body);
      // A picture we stored that the profile no longer uses is deleted with it.
      if (saved.imageUrl !== user.imageUrl) await removePicture(uploadsDir, user.imageUrl);
      return saved;
    },
  );

  app.post(
    '/api/profile/picture',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Upload my picture (multipart field "picture")',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readPictureUpload(request);
      const user = sessionOf(request).user;
      // Through the photo pipeline (ADR 46): re-encoded, upright, without EXIF or GPS.
      const picture = await storeUpload(app.media, user.id, upload.content, 'profile');
      const saved = await profiles.setPicture(app.db, user.id, picture.url);
      // A picture from before the pipeline (under /uploads/) goes with its replacement.
      await removePicture(uploadsDir, user.imageUrl);
      return savedProfile(app.db, saved);
    },
  );

  app.delete(
    '/api/profile/picture',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Remove my picture',
        security: bearer,
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      const saved = await profiles.setPicture(app.db, user.id, null);
      await removePicture(uploadsDir, user.imageUrl);
      return savedProfile(app.db, saved);
    },
  );

  app.get(
    '/uploads/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/) }),
      },
    },
    async (request, reply) => {
      const file = path.join(uploadsDir, request.params.file);
      const type = legacyTypes[path.extname(request.params.file)];
      if (
        !type ||
        !(await access(file).then(
          () => true,
          () => false,
        ))
      )
        throw new HttpError(404, 'not_found', profileMessages.noSuchPicture);
      return (
        reply
          .type(type)
          // Random names never change content; a sandbox CSP keeps a crafted file inert.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(createReadStream(file))
      );
    },
  );

  app.put(
    '/api/account/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Account settings (email updates, sharing phone and email with members)',
        security: bearer,
        body: accountSettingsUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await profiles.saveSettings(app.db, sessionOf(request).user.id, request.body);
      return savedProfile(app.db, saved);
    },
  );

  app.put(
    '/api/profile/language',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Save my language (en, hi or gu): my answers and emails use it from now on',
        security: bearer,
        body: accountLanguageSchema,
        response: { 200: accountLanguageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await profiles.setLanguage(app.db, sessionOf(request).user.id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Delete my account: the same as DELETE /api/me (kept for older clients)',
        security: bearer,
        body: deleteMeSchema,
        response: { 200: accountDeletedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      // One path for every deletion (ADR 57): held for 7 days, restorable from the email.
      const { restoreUntil } = await deleteOwnAccount(
        deletionContextOf(app),
        sessionOf(request).user,
        request.body,
      );
      return translated(app, request, {
        message: yourDataMessages.deleted,
        restoreUntil: restoreUntil.toISOString(),
      });
    },
  );
};
