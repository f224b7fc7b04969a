import multipart from '@fastify/multipart';
import {
  addEventPhotoSchema,
  eventPhotoPageSchema,
  eventPhotoParamsSchema,
  eventPhotoQuerySchema,
  eventPhotoSchema,
  mediaPurposeSchema,
  mediaSchema,
  messageSchema,
  moderateEventPhotoSchema,
  reportedEventPhotosSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';
import { isUuid } from '../../db/ids';
import { HttpError } from '../../plugins/errors';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { sessionOf } from '../auth/authenticate';
import { viewerOf } from '../channels/access';
import { findVisibleEvent, requireManagedEvent } from '../events/service';
import { mediaTexts } from './messages';
import * as repo from './repository';
import { defineMediaCleanup, storeUpload } from './service';
import { serveMedia } from './serve';
import { readMediaUpload } from './upload-reader';
import { translated } from '../../i18n/reader-texts';

const photoNotFound = () => new HttpError(404, 'not_found', mediaTexts.notFound);

type AlbumRow = Awaited<ReturnType<typeof repo.albumPage>>[number];

function toEventPhoto({ photo, media, byName }: AlbumRow, forManagers: boolean) {
  return {
    ...repo.toMedia(media),
    _id: photo.id,
    caption: photo.caption,
    by: photo.userId && byName ? { _id: photo.userId, name: byName } : null,
    createdAt: photo.createdAt.toISOString(),
    ...(forManagers ? { reports: photo.reportCount, hidden: photo.hiddenAt !== null } : {}),
  };
}

/** Uploads (issue 34), the files they became, and events' albums. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media: settings } = app.config;
  const ctx = app.media;
  const { storage } = ctx;
  defineMediaCleanup(app.jobs, ctx);
  await app.register(multipart);

  app.post(
    '/api/media',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['media'],
        summary:
          'Upload a photo (multipart: the file in `file`, an optional `purpose`); re-encoded, without metadata',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: mediaSchema, ...errorResponses(400, 401, 413, 415, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const upload = await readMediaUpload(request, settings.maxBytes);
      const purpose = mediaPurposeSchema.optional().safeParse(upload.fields.purpose || undefined);
      const saved = await storeUpload(
        ctx,
        sessionOf(request).user.id,
        upload.content,
        purpose.success ? purpose.data : undefined,
      );
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/media/:name',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ name: z.string() }) },
    },
    async (request, reply) => serveMedia(storage, request.params.name, reply),
  );

  // Event albums.

  const viewer = (request: Parameters<typeof sessionOf>[0]) => viewerOf(request.session?.user);

  app.get(
    '/api/events/:id/photos',
    {
      schema: {
        tags: ['media'],
        summary: "An event's album, newest first, a page at a time",
        params: z.object({ id: z.string() }),
        querystring: eventPhotoQuerySchema,
        response: { 200: eventPhotoPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const event = await findVisibleEvent(app.db, viewer(request), request.params.id);
      const { limit, cursor } = request.query;
      let after: repo.AlbumCursor | undefined;
      if (cursor) {
        const decoded = decodeTimeCursor(cursor);
        after = { createdAt: decoded.at, id: decoded.id };
      }
      const [rows, total] = await Promise.all([
        repo.albumPage(app.db, event.event.id, limit + 1, after, event.canManage),
        repo.albumTotal(app.db, event.event.id, event.canManage),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map((row) => toEventPhoto(row, event.canManage)),
        nextCursor:
          rows.length > limit && last
            ? encodeTimeCursor(last.photo.createdAt, last.photo.id)
            : null,
        total,
      };
    },
  );

  app.post(
    '/api/events/:id/photos',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['media'],
        summary: "Add one of my uploads to an event's album",
        security: bearer,
        params: z.object({ id: z.string() }),
        body: addEventPhotoSchema,
        response: { 201: eventPhotoSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = sessionOf(request).user;
      const event = await findVisibleEvent(app.db, viewerOf(user), request.params.id);
      const upload = await repo.findMedia(app.db, request.body.mediaId);
      // Only one's own uploads: nobody posts another member's photo by its id.
      if (!upload || upload.ownerId !== user.id)
        throw new HttpError(400, 'validation', mediaTexts.notFound, {
          mediaId: mediaTexts.notFound,
        });
      const photo = await repo.addEventPhoto(app.db, {
        eventId: event.event.id,
        mediaId: upload.id,
        userId: user.id,
        caption: request.body.caption || null,
      });
      if (!photo)
        throw new HttpError(409, 'duplicate', mediaTexts.alreadyInAlbum, {
          mediaId: mediaTexts.alreadyInAlbum,
        });
      return reply
        .code(201)
        .send(toEventPhoto({ photo, media: upload, byName: user.name }, event.canManage));
    },
  );

  /** The photo of this event, or 404 (also for ids that cannot be ours). */
  async function photoOf(eventId: string, photoId: string) {
    if (!isUuid(photoId)) throw photoNotFound();
    const photo = await repo.findEventPhoto(app.db, eventId, photoId);
    if (!photo) throw photoNotFound();
    return photo;
  }

  app.delete(
    '/api/events/:id/photos/:photoId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['media'],
        summary:
          "Remove a photo from an event's album (its author, the event's managers, site admins)",
        security: bearer,
        params: eventPhotoParamsSchema,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      const event = await findVisibleEvent(app.db, viewerOf(user), request.params.id);
      const photo = await photoOf(event.event.id, request.params.photoId);
      if (photo.userId !== user.id && !event.canManage)
        throw new HttpError(403, 'forbidden', mediaTexts.notYours);
      await repo.deleteEventPhoto(app.db, photo.id);
      return translated(app, request, { message: mediaTexts.removed });
    },
  );

  app.post(
    '/api/events/:id/photos/:photoId/report',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['media'],
        summary: "Report an album photo to the event's managers",
        security: bearer,
        params: eventPhotoParamsSchema,
        response: { 200: messageSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      const event = await findVisibleEvent(app.db, viewerOf(user), request.params.id);
      const photo = await photoOf(event.event.id, request.params.photoId);
      await repo.reportEventPhoto(app.db, photo.id, user.id);
      return translated(app, request, { message: mediaTexts.reported });
    },
  );

  app.get(
    '/api/events/:id/photos/reported',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['media'],
        summary: "Reported photos of an event's album, for its managers and site admins",
        security: bearer,
        params: z.object({ id: z.string() }),
        response: { 200: reportedEventPhotosSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const event = await requireManagedEvent(app.db, viewer(request), request.params.id);
      const rows = await repo.reportedPhotos(app.db, [event.event.id]);
      return { items: rows.map((row) => toEventPhoto(row, true)) };
    },
  );

  app.post(
    '/api/events/:id/photos/:photoId/moderate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['media'],
        summary: 'Hide a reported photo, or keep it (managers and site admins)',
        security: bearer,
        params: eventPhotoParamsSchema,
        body: moderateEventPhotoSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const event = await requireManagedEvent(app.db, viewer(request), request.params.id);
      const photo = await photoOf(event.event.id, request.params.photoId);
      await repo.moderateEventPhoto(app.db, photo.id, request.body.action === 'hide');
      return translated(app, request, {
        message: request.body.action === 'hide' ? mediaTexts.hidden : mediaTexts.kept,
      });
    },
  );
};
