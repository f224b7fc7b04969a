import {
  apiErrorSchema,
  eventIdParamsSchema,
  importRejectedSchema,
  importResultSchema,
  matchInputSchema,
  matchSchema,
  messageSchema,
  pointsRuleSchema,
  scoreInputSchema,
  scoreMessages,
  teamInputSchema,
  tournamentFormatSchema,
  tournamentSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { textIn, withValues } from '../../i18n/server-text';
import { languageOf } from '../../plugins/request-language';
import { viewerOf } from '../channels/access';
import { requireManagedEvent } from '../events/service';
import { ballRoutes } from './balls-routes';
import { cricsheetRoutes } from './cricsheet/routes';
import { leaderboardRoutes } from './leaderboards/routes';
import { readFixtures } from './fixtures-csv';
import { liveRoutes } from './live-routes';
import { tournamentServerMessages as texts } from './messages';
import * as tournament from './service';
import { bearer } from '../../plugins/route-schemas';

const manageErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const idParams = z.object({ id: z.string().max(100) });

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ballRoutes);
  await app.register(liveRoutes);
  await app.register(leaderboardRoutes);
  await app.register(cricsheetRoutes);

  app.get(
    '/api/events/:id/tournament',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['tournament'],
        summary: 'Teams in standings order (points, wins, NRR) and matches with scorecards',
        params: eventIdParamsSchema,
        response: { 200: tournamentSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      tournament.getTournament(app.db, viewerOf(request.session?.user), request.params.id),
  );

  app.get(
    '/api/matches/:id',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['tournament'],
        summary: 'One match with its scorecard',
        params: idParams,
        response: { 200: matchSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      tournament.getMatch(app.db, viewerOf(request.session?.user), request.params.id),
  );

  app.put(
    '/api/events/:id/tournament/points',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Set the points for a win, tie, no result and loss (event managers)',
        security: bearer,
        params: eventIdParamsSchema,
        body: pointsRuleSchema,
        response: { 200: tournamentSchema, ...manageErrors },
      },
    },
    async (request) =>
      tournament.setPointsRule(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body,
      ),
  );

  app.put(
    '/api/events/:id/tournament/format',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary:
          'Set the format new matches and line-ups take: overs, balls per over, players per side, overs per bowler, free hits (event managers)',
        security: bearer,
        params: eventIdParamsSchema,
        body: tournamentFormatSchema,
        response: { 200: tournamentSchema, ...manageErrors },
      },
    },
    async (request) =>
      tournament.setTournamentFormat(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body,
      ),
  );

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

  app.post(
    '/api/events/:id/matches',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Add a fixture',
        security: bearer,
        params: eventIdParamsSchema,
        body: matchInputSchema,
        response: { 201: messageSchema, ...manageErrors },
      },
    },
    async (request, reply) => {
      await tournament.addMatches(app.db, viewerOf(request.session?.user), request.params.id, [
        request.body,
      ]);
      reply.code(201);
      return translated(app, request, { message: texts.matchAdded });
    },
  );

  app.post(
    '/api/events/:id/matches/import',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Add a schedule from CSV (date,team1,team2,venue,stage,overs); all rows or none',
        security: bearer,
        params: eventIdParamsSchema,
        body: z.object({
          csv: z.string().max(200_000, scoreMessages.fileTooLarge),
          /**
           * Ignored: dates written without an offset are the event's wall-clock time (issue 19).
           * Still accepted, so clients that send it are not refused.
           */
          utcOffsetMinutes: z.number().int().min(-840).max(840).optional(),
        }),
        response: { 200: importResultSchema, 422: importRejectedSchema, ...manageErrors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request.session?.user);
      const { event } = await requireManagedEvent(app.db, viewer, request.params.id);
      const existing = (await tournament.getTournament(app.db, viewer, request.params.id)).teams;
      const language = await languageOf(app, request);
      const { fixtures, errors } = readFixtures(
        request.body.csv,
        new Set(existing.map((team) => team.shortName)),
        event.timeZone,
        language,
      );
      if (errors.length > 0) {
        reply.code(422);
        return {
          error: 'invalid_rows' as const,
          message: textIn(language, withValues(texts.importRejected, { count: errors.length })),
          created: 0,
          errors,
        };
      }
      const created = await tournament.addMatches(app.db, viewer, request.params.id, fixtures);
      return {
        message: textIn(language, withValues(texts.imported, { count: String(created) })),
        created,
        errors: [],
      };
    },
  );

  app.put(
    '/api/matches/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Edit a fixture',
        security: bearer,
        params: idParams,
        body: matchInputSchema,
        response: { 200: matchSchema, ...manageErrors },
      },
    },
    async (request) =>
      tournament.editFixture(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body,
      ),
  );

  app.put(
    '/api/matches/:id/score',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary:
          'Save the score: toss, innings, scorecard, status; the result comes from the totals',
        security: bearer,
        params: idParams,
        body: scoreInputSchema,
        response: { 200: matchSchema, ...manageErrors },
      },
    },
    async (request) =>
      tournament.saveScore(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/api/matches/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: 'Delete a match',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...manageErrors },
      },
    },
    async (request) => {
      await tournament.removeMatch(app.db, viewerOf(request.session?.user), request.params.id);
      return translated(app, request, { message: texts.matchDeleted });
    },
  );
};
