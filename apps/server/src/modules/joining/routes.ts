import multipart from '@fastify/multipart';
import {
  adminMessages,
  alumniMessages,
  joinRejectSchema,
  joinRequestListSchema,
  messageSchema,
  ROSTER_MAX_BYTES,
  ROSTER_PAGE_SIZE,
  rosterImportQuerySchema,
  rosterImportResultSchema,
  rosterInviteResultSchema,
  rosterInviteSchema,
  rosterPageSchema,
  rosterQuerySchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fillText } from '@portal/contract/i18n/fill-text';
import { translated } from '../../i18n/reader-texts';
import { HttpError } from '../../plugins/errors';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { sessionOf } from '../auth/authenticate';
import { mediaTexts } from '../media/messages';
import { readMediaUpload } from '../media/upload-reader';
import { getDefaultCountry, getSite } from '../site/repository';
import * as requests from './join-requests';
import { joiningMessages } from './messages';
import * as repo from './repository';
import * as roster from './roster';
import { toCsv } from './roster-csv';

const userParams = z.object({ userId: z.string().uuid() });

const decider = (request: FastifyRequest): requests.Decider => {
  const { user } = sessionOf(request);
  return { userId: user.id, isAdmin: user.isAdmin };
};

/** A roster page's cursor: the last row's name and id, opaque to clients. */
const cursorOf = (row: { name: string; _id: string }) =>
  Buffer.from(JSON.stringify([row.name, row._id])).toString('base64url');
function afterOf(cursor: string | undefined) {
  if (!cursor) return undefined;
  try {
    const [name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof name === 'string' &&
      typeof id === 'string' &&
      z.string().uuid().safeParse(id).success
    )
      return { name, id };
  } catch {
    // refused below
  }
  return null;
}

/**
 * Joining the alumni network (issue 35, ADR 52): requests to join, answered by site admins and
 * batch representatives; the roster (site admins only): import, export, list and invitations.
 */
export const joiningRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteName = async () => (await getSite(app.db, app.config.site)).name;
  const decisionMail: requests.DecisionMail = {
    mailer: app.mailer,
    siteName,
    homeUrl: new URL('/', app.config.publicUrl).toString(),
    notifications: app.notifications,
  };
  const signUpUrl = new URL('/signup', app.config.publicUrl).toString();
  roster.defineRosterInvitationJob(app.db, app.jobs, { mailer: app.mailer, siteName, signUpUrl });
  await app.register(multipart);

  app.get(
    '/api/admin/join-requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['joining'],
        summary: 'Requests to join, oldest first (site admins: all; batch reps: their batches)',
        security: bearer,
        response: { 200: joinRequestListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => requests.listRequests(app.db, decider(request)),
  );

  for (const decision of ['approve', 'reject'] as const)
    app.post(
      `/api/admin/join-requests/:userId/${decision}`,
      {
        onRequest: app.requireUser,
        // No body at all is a rejection without a reason.
        preValidation: async (request) => {
          request.body ??= {};
        },
        schema: {
          tags: ['joining'],
          summary:
            decision === 'approve'
              ? 'Let a waiting member in; they are emailed in their language'
              : 'Turn down a request to join (optional reason, emailed to them)',
          security: bearer,
          params: userParams,
          ...(decision === 'reject' ? { body: joinRejectSchema } : {}),
          response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const body = request.body as z.infer<typeof joinRejectSchema> | undefined;
        const answer = await requests.decide(
          app.db,
          decider(request),
          request.params.userId,
          decision,
          body?.reason || undefined,
          decisionMail,
        );
        return translated(app, request, answer);
      },
    );

  await app.register(async (scope) => {
    // onRequest: the role is checked before a byte of an upload is read.
    scope.addHook('onRequest', app.requireAdmin);
    const admin = scope.withTypeProvider<ZodTypeProvider>();

    admin.post(
      '/api/admin/roster/import',
      {
        schema: {
          tags: ['joining'],
          summary: `Import the roster from a CSV (multipart field "file", at most ${ROSTER_MAX_BYTES / 1024 / 1024} MB); dryRun (the default) writes nothing`,
          security: bearer,
          consumes: ['multipart/form-data'],
          querystring: rosterImportQuerySchema,
          response: { 200: rosterImportResultSchema, ...errorResponses(400, 401, 403, 413) },
        },
      },
      async (request) => {
        const upload = await readMediaUpload(request, ROSTER_MAX_BYTES, {
          tooLarge: fillText(alumniMessages.rosterTooLarge, {
            max: ROSTER_MAX_BYTES / 1024 / 1024,
          }),
          noFile: joiningMessages.fileMissing,
          incomplete: mediaTexts.incomplete,
        });
        return roster.importRoster(app.db, upload.content, {
          dryRun: request.query.dryRun,
          defaultCountry: await getDefaultCountry(app.db),
          language: await languageOf(app, request),
          actorId: sessionOf(request).user.id,
        });
      },
    );

    admin.get(
      '/api/admin/roster',
      {
        schema: {
          tags: ['joining'],
          summary:
            'The roster by name, with whether each person has an account or was invited (noEmail=true: only those with a mobile and no email)',
          security: bearer,
          querystring: rosterQuerySchema,
          response: { 200: rosterPageSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const { batch, q, cursor, noEmail } = request.query;
        const after = afterOf(cursor);
        if (after === null)
          throw new HttpError(400, 'validation', adminMessages.cursor, {
            cursor: adminMessages.cursor,
          });
        const page = await repo.listRoster(
          app.db,
          { batch, q, noEmail },
          after,
          ROSTER_PAGE_SIZE + 1,
        );
        const items = page.rows.slice(0, ROSTER_PAGE_SIZE).map((entry) => ({
          ...entry,
          signUpLink: entry.hasAccount ? null : roster.signUpLink(signUpUrl, entry),
        }));
        const last = items[items.length - 1];
        return {
          items,
          nextCursor: page.rows.length > ROSTER_PAGE_SIZE && last ? cursorOf(last) : null,
          total: page.total,
        };
      },
    );

    admin.get(
      '/api/admin/roster/export',
      {
        schema: {
          tags: ['joining'],
          summary: 'The roster as CSV (UTF-8 with BOM; formula-like cells made text)',
          security: bearer,
          response: { 200: z.string(), ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => {
        const entries = await repo.allRosterEntries(app.db);
        const csv = toCsv(
          ['name', 'email', 'mobile', 'batch', 'course', 'city', 'country', 'account', 'invited'],
          entries.map((entry) => [
            entry.name,
            entry.email,
            entry.mobile,
            entry.batch,
            entry.course,
            entry.city,
            entry.country,
            entry.hasAccount ? 'yes' : 'no',
            entry.invitedAt,
          ]),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="roster.csv"')
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    admin.post(
      '/api/admin/roster/invite',
      {
        schema: {
          tags: ['joining'],
          summary:
            'Email a sign-up invitation to each roster person without an account (at most weekly each); counts those with no email',
          security: bearer,
          body: rosterInviteSchema,
          response: { 200: rosterInviteResultSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        roster.inviteRoster(app.db, app.jobs, request.body.batch, sessionOf(request).user.id),
    );
  });
};
