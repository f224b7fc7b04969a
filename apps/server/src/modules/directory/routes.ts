import {
  batchListSchema,
  batchPageSchema,
  batchParamsSchema,
  batchRepsUpdateSchema,
  directoryCardSchema,
  directoryPageSchema,
  directoryPlacesSchema,
  directoryQuerySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import * as repo from './repository';
import { batchPage, directoryCaller, directoryCard, directoryPage, setReps } from './service';

const readErrors = errorResponses(400, 401, 403);
const placesQuerySchema = directoryQuerySchema.omit({ cursor: true, limit: true });

/** The members' directory and batch pages (issue 35): verified members read, site admins name reps. */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/directory',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['directory'],
        summary: 'Verified members, filtered; fields each member hides from the caller are absent',
        security: bearer,
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema, ...readErrors },
      },
    },
    async (request) => directoryPage(app.db, directoryCaller(request), request.query),
  );

  app.get(
    '/api/directory/places',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['directory'],
        summary: 'Counts by country and city for the same filters',
        security: bearer,
        querystring: placesQuerySchema,
        response: { 200: directoryPlacesSchema, ...readErrors },
      },
    },
    async (request) => repo.countPlaces(app.db, directoryCaller(request), request.query),
  );

  app.get(
    '/api/directory/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['directory'],
        summary: "One member's card, with what they let the caller see",
        security: bearer,
        params: z.object({ userId: z.string().max(100) }),
        response: { 200: directoryCardSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => directoryCard(app.db, directoryCaller(request), request.params.userId),
  );

  app.get(
    '/api/batches',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['directory'],
        summary: 'Batches (graduation years) with their verified members, newest first',
        security: bearer,
        response: { 200: batchListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      directoryCaller(request);
      return repo.batchCounts(app.db);
    },
  );

  app.get(
    '/api/batches/:batch',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['directory'],
        summary: "A batch's page: members, joined in the last 30 days, representatives",
        security: bearer,
        params: batchParamsSchema,
        response: { 200: batchPageSchema, ...readErrors },
      },
    },
    async (request) => batchPage(app.db, directoryCaller(request), request.params.batch),
  );

  app.put(
    '/api/batches/:batch/reps',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['directory'],
        summary: "Replace a batch's representatives (site admins)",
        security: bearer,
        params: batchParamsSchema,
        body: batchRepsUpdateSchema,
        response: { 200: batchPageSchema, ...readErrors },
      },
    },
    async (request) => {
      const caller = directoryCaller(request);
      await setReps(app.db, request.params.batch, request.body.userIds, caller.id);
      return batchPage(app.db, caller, request.params.batch);
    },
  );
};
