import { PassThrough } from 'node:stream';
import {
  accountDeletedSchema,
  adminDeleteMemberSchema,
  deleteMeSchema,
  messageSchema,
  pendingDeletionsSchema,
  restoreAccountSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { isLanguage } from '@portal/contract';
import { sessionOf } from '../auth/authenticate';
import type { UserRow } from '../auth/repository';
import { isUuid } from '../../db/ids';
import { findMember } from '../members/repository';
import { getSite } from '../site/repository';
import { deletionContextOf } from './context';
import { countPendingDeletions, deleteMemberAccount, deleteOwnAccount } from './deletion';
import { archiveName, writeMemberExport } from './export';
import { recordAudit } from '../audit/record';
import { yourDataMessages as m } from './messages';
import { eraseDueDeletions, restoreAccount } from './restore';

const tags = ['your data'];
const idParams = z.object({ id: z.string().max(100) });
/** A few archives per member per ten minutes: each one reads everything they have. */
export const exportLimit = { max: 3, windowSeconds: 10 * 60 };

export const yourDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const deletion = deletionContextOf(app);

  app.jobs.define('account-erasure', z.object({}).passthrough(), async () => {
    await eraseDueDeletions(app.db, app.media.storage, app.clock());
  });

  /** Streams `user`'s archive; counted against the limit of `by` (who asked for it). */
  async function sendArchive(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    by: string,
  ) {
    const taken = await app.limiter.take(`export:${by}`, exportLimit);
    if (taken.count > exportLimit.max) {
      const minutes = Math.max(1, Math.ceil(taken.retryAfterSeconds / 60));
      const error = new HttpError(
        429,
        'rate_limited',
        withValues(m.tooManyExports, { count: exportLimit.max, minutes }),
      );
      error.headers = { 'retry-after': String(Math.max(1, Math.ceil(taken.retryAfterSeconds))) };
      throw error;
    }
    const site = await getSite(app.db, app.config.site);
    const language = isLanguage(user.language) ? user.language : await languageOf(app, request);
    const at = app.clock();
    const stream = new PassThrough();
    writeMemberExport(
      { db: app.db, storage: app.media.storage, siteName: site.name },
      user,
      language,
      stream,
      at,
    ).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed part-way');
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${archiveName(site.name, at)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  }

  app.get(
    '/api/me/export',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Download everything the portal holds about me, as a ZIP (3 per 10 minutes)',
        security: bearer,
        produces: ['application/zip'],
        response: errorResponses(401, 429),
      },
    },
    async (request, reply) => {
      const user = sessionOf(request).user;
      return sendArchive(request, reply, user, user.id);
    },
  );

  app.delete(
    '/api/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete my account (password); restorable for 7 days from the emailed link',
        security: bearer,
        body: deleteMeSchema,
        response: { 200: accountDeletedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { restoreUntil } = await deleteOwnAccount(
        deletion,
        sessionOf(request).user,
        request.body,
      );
      return translated(app, request, {
        message: m.deleted,
        restoreUntil: restoreUntil.toISOString(),
      });
    },
  );

  app.post(
    '/api/account/restore',
    {
      schema: {
        tags,
        summary: 'Restore a deleted account with the emailed link’s token (within 7 days)',
        body: restoreAccountSchema,
        response: { 200: messageSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      await restoreAccount(app.db, request.body.token, app.clock());
      return translated(app, request, { message: m.restored });
    },
  );

  /** A member who exists and is not deleted, for the admin's calls. */
  async function memberOf(id: string) {
    const member = isUuid(id) ? await findMember(app.db, id) : undefined;
    if (!member || member.deletedAt) throw new HttpError(404, 'not_found', m.noSuchMember);
    return member;
  }

  app.get(
    '/api/admin/members/:id/export',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'A member’s archive, for a site admin answering their request',
        security: bearer,
        params: idParams,
        produces: ['application/zip'],
        response: errorResponses(401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const member = await memberOf(request.params.id);
      const adminId = sessionOf(request).user.id;
      // Logged before the stream starts: who took a member's data, and when (ADR 56).
      await recordAudit(app.db, {
        actorId: adminId,
        action: 'member.exported',
        target: { kind: 'member', id: member.id },
      });
      return sendArchive(request, reply, member, adminId);
    },
  );

  app.delete(
    '/api/admin/members/:id/data',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Delete a member’s account on their request (restorable by them for 7 days)',
        security: bearer,
        params: idParams,
        body: adminDeleteMemberSchema.optional(),
        response: { 200: accountDeletedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = sessionOf(request).user;
      const member = await memberOf(request.params.id);
      if (member.id === admin.id) throw new HttpError(400, 'validation', m.notYourself);
      const { restoreUntil } = await deleteMemberAccount(deletion, member.id, {
        removeContent: request.body?.removeContent ?? false,
        requestedBy: admin.id,
        auditAction: 'member.deleted_on_request',
      });
      return translated(app, request, {
        message: m.memberDeleted,
        restoreUntil: restoreUntil.toISOString(),
      });
    },
  );

  app.get(
    '/api/admin/account-deletions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'How many deleted accounts can still be restored (inside their 7 days)',
        security: bearer,
        response: { 200: pendingDeletionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ pending: await countPendingDeletions(app.db, app.clock()) }),
  );
};
