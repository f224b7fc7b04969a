import {
  eventIdParamsSchema,
  messageSchema,
  teamInputSchema,
  tournamentSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translated } from '../../i18n/reader-texts';
import { bearer } from '../../plugins/route-schemas';
import { viewerOf } from '../channels/access';
import { tournamentServerMessages as texts } from './messages';
import { idParams, manageErrors } from './route-schemas';
import * as tournament from './service';

// The teams of an event's tournament: add, edit, delete (event managers).

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events/:id/teams',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Add a team (event managers)',
        security: bearer,
        params: eventIdParamsSchema,
        body: teamInputSchema,
        response: { 201: tournamentSchema, ...manageErrors },
      },
    },
    async (request, reply) => {
      const result = await tournament.addTeam(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return result;
    },
  );

  app.put(
    '/api/teams/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Edit a team',
        security: bearer,
        params: idParams,
        body: teamInputSchema,
        response: { 200: tournamentSchema, ...manageErrors },
      },
    },
    async (request) =>
      tournament.editTeam(app.db, viewerOf(request.session?.user), request.params.id, request.body),
  );

  app.delete(
    '/api/teams/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Delete a team without matches',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...manageErrors },
      },
    },
    async (request) => {
      await tournament.removeTeam(app.db, viewerOf(request.session?.user), request.params.id);
      return translated(app, request, { message: texts.teamDeleted });
    },
  );
};
