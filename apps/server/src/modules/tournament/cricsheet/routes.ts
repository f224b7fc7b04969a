import {
  apiErrorSchema,
  cricsheetArchiveLimits,
  cricsheetArchiveResultSchema,
  cricsheetMaxBytes,
  cricsheetSchema,
  eventIdParamsSchema,
  matchSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../../plugins/route-schemas';
import { viewerOf } from '../../channels/access';
import { HttpError } from '../../../plugins/errors';
import { languageOf } from '../../../plugins/request-language';
import { getMatch } from '../service';
import { CricsheetArchive } from './archive';
import { cricsheetMessages as texts } from './messages';
import { importSeason } from './season';
import { exportCricsheet, importCricsheet } from './service';

// Open data (issue 24): a ball-by-ball match as Cricsheet JSON, and a Cricsheet file as a match.

export const cricsheetRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own body parsers: one match's JSON up to its limit, a season's ZIP up to its
  // own (each then unzipped file by file, archive.ts); the app's 1 MB default is for the rest.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: cricsheetMaxBytes },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addContentTypeParser(
    ['application/zip', 'application/x-zip-compressed'],
    { parseAs: 'buffer', bodyLimit: cricsheetArchiveLimits.maxBytes },
    (_request, body, done) => done(null, new CricsheetArchive(body as Buffer)),
  );

  app.get(
    '/api/matches/:id/cricsheet',
    {
      schema: {
        tags: ['tournament'],
        summary: 'The match as a Cricsheet JSON (1.1.0) download, every ball (ball-by-ball only)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: cricsheetSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const doc = await exportCricsheet(app.db, viewerOf(request.session?.user), request.params.id);
      reply.header(
        'content-disposition',
        `attachment; filename="match-${request.params.id}.cricsheet.json"`,
      );
      return doc;
    },
  );

  app.post(
    '/api/events/:id/matches/cricsheet',
    {
      onRequest: app.requireUser,
      // A season's ZIP is read here, before the body schema (which is one match's file).
      preValidation: async (request, reply) => {
        if (!((request.body as unknown) instanceof CricsheetArchive)) return;
        const viewer = viewerOf(request.session?.user);
        const archive = request.body as unknown as CricsheetArchive;
        const language = await languageOf(app, request);
        const result = await importSeason(app.db, viewer, request.params.id, archive, language);
        return reply.code(200).send(result);
      },
      schema: {
        tags: ['tournament'],
        summary:
          'Import a Cricsheet JSON match (application/json: its teams, made if missing, and a ball-by-ball match with every ball; all or nothing), or a season (application/zip of match files: each imported or refused on its own, 200 with each file’s fate); a file already imported is not imported twice (event managers)',
        consumes: ['application/json', 'application/zip'],
        security: bearer,
        params: eventIdParamsSchema,
        body: cricsheetSchema,
        response: {
          200: cricsheetArchiveResultSchema,
          201: matchSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request.session?.user);
      const done = await importCricsheet(app.db, viewer, request.params.id, request.body);
      if (done.duplicate) throw new HttpError(409, 'conflict', texts.alreadyImported);
      reply.code(201);
      return getMatch(app.db, viewer, done.matchId);
    },
  );
};
