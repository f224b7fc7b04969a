import {
  apiErrorSchema,
  ballAcceptedSchema,
  ballConflictSchema,
  ballInputSchema,
  ballLogSchema,
  inningsSchema,
  lineupsInputSchema,
  matchSchema,
  nextUpSchema,
  scorersInputSchema,
  tossInputSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../../plugins/request-language';
import { bearer } from '../../../plugins/route-schemas';
import type { Database } from '../../../db/client';
import { viewerOf, type Viewer } from '../../channels/access';
import { idParams, manageErrors, settingRoute } from '../route-schemas';
import * as scoring from './scoring';
import * as tournament from '../service';
import { matchWatch } from '../../notifications/follows';

// Ball-by-ball scoring's HTTP calls (issue 24); the rules are in scoring.ts and the laws engine.

const errors = manageErrors;
const params = idParams;

export const ballRoutes: FastifyPluginAsyncZod = async (app) => {
  // A match starting or finishing is told to its followers (ADR 60).
  const watch = matchWatch(app.jobs);
  const viewer = (request: { session?: { user?: Parameters<typeof viewerOf>[0] } | null }) =>
    viewerOf(request.session?.user);

  /** Saves the setting, then answers the match as it now reads. */
  const thenMatch =
    <T>(save: (db: Database, viewer: Viewer, id: string, value: T) => Promise<void>) =>
    async (db: Database, viewer: Viewer, id: string, value: T) => {
      await save(db, viewer, id, value);
      return tournament.getMatch(db, viewer, id);
    };

  settingRoute(app, {
    path: '/api/matches/:id/lineups',
    answer: matchSchema,
    summary: "Each side's playing XI (2 to 11, from its squad); scorers and managers",
    body: lineupsInputSchema,
    save: thenMatch((db, viewer, id, value: Parameters<typeof scoring.setLineups>[3]) =>
      scoring.setLineups(db, viewer, id, value, watch),
    ),
  });
  settingRoute(app, {
    path: '/api/matches/:id/toss',
    answer: matchSchema,
    summary: 'Who won the toss and chose to bat or bowl (before the first ball)',
    body: tossInputSchema,
    save: thenMatch(scoring.setToss),
  });

  settingRoute(app, {
    path: '/api/matches/:id/scorers',
    answer: scorersInputSchema,
    summary: 'Members who may score this match (site admin and the event’s channel admins)',
    body: scorersInputSchema,
    save: scoring.setScorers,
  });

  app.post(
    '/api/matches/:id/balls',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary:
          'Record one ball: 201 new, 200 the same seq and ball again, 409 another ball or a gap',
        security: bearer,
        params,
        body: ballInputSchema,
        response: {
          200: ballAcceptedSchema,
          201: ballAcceptedSchema,
          ...errors,
          409: z.union([ballConflictSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const language = await languageOf(app, request);
      const answer = await scoring.recordBall(
        app.db,
        viewer(request),
        request.params.id,
        request.body,
        language,
        watch,
      );
      reply.code(answer.status);
      return answer.body;
    },
  );

  app.delete(
    '/api/matches/:id/balls/last',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Undo the last ball',
        security: bearer,
        params,
        response: {
          200: z.object({ innings: z.array(inningsSchema), next: nextUpSchema }),
          ...errors,
        },
      },
    },
    async (request) => scoring.undoBall(app.db, viewer(request), request.params.id, watch),
  );

  app.get(
    '/api/matches/:id/balls',
    {
      schema: {
        tags: ['tournament'],
        summary: 'The ball log: each ball with its over, derived fields and commentary',
        params,
        response: { 200: ballLogSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      scoring.ballLog(app.db, viewer(request), request.params.id, await languageOf(app, request)),
  );
};
