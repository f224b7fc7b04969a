import {
  apiErrorSchema,
  eventIdParamsSchema,
  matchSchema,
  pointsRuleSchema,
  tournamentFormatSchema,
  tournamentSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../channels/access';
import { ballRoutes } from './balls/routes';
import { cricsheetRoutes } from './cricsheet/routes';
import { fixtureRoutes } from './fixtures/routes';
import { leaderboardRoutes } from './leaderboards/routes';
import { liveRoutes } from './live-routes';
import { idParams, settingRoute } from './route-schemas';
import * as tournament from './service';
import { followsMatch } from '../notifications/follows';
import { teamRoutes } from './team-routes';

// The tournament's HTTP calls: its reads and settings here, the rest registered from each part.

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(teamRoutes);
  await app.register(fixtureRoutes);
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
      // A member's answer says whether they follow the match (issue 40): visitors share one.
      config: { publicCache: true },
      schema: {
        tags: ['tournament'],
        summary: 'One match with its scorecard; `following` for a signed-in member',
        params: idParams,
        response: { 200: matchSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = request.session?.user;
      const match = await tournament.getMatch(app.db, viewerOf(user), request.params.id);
      return user ? { ...match, following: await followsMatch(app.db, user.id, match._id) } : match;
    },
  );

  settingRoute(app, {
    path: '/api/events/:id/tournament/points',
    answer: tournamentSchema,
    summary: 'Set the points for a win, tie, no result and loss (event managers)',
    body: pointsRuleSchema,
    save: tournament.setPointsRule,
  });
  settingRoute(app, {
    path: '/api/events/:id/tournament/format',
    answer: tournamentSchema,
    summary:
      'Set the format new matches and line-ups take: overs, balls per over, players per side, overs per bowler, free hits (event managers)',
    body: tournamentFormatSchema,
    save: tournament.setTournamentFormat,
  });
};
