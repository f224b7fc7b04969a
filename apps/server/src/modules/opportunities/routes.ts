import {
  opportunityAlertsSchema,
  opportunityCreateSchema,
  opportunityPageSchema,
  opportunityParamsSchema,
  opportunityQuerySchema,
  opportunitySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { directoryCaller } from '../directory/service';
import { getSite } from '../site/repository';
import { languageOf } from '../../plugins/request-language';
import type { OpportunityMail } from './emails';
import * as service from './service';

const tags = ['opportunities'];

/**
 * Career opportunities (issue 37, ADR 54): verified members post and read; site admins
 * moderate; the poster or an admin closes. Visitors 401, members not yet verified 403
 * (the directory's caller check). Alerts: each member's weekly digest settings.
 */
export const opportunityRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail: OpportunityMail = {
    mailer: app.mailer,
    siteName: async () => (await getSite(app.db, app.config.site)).name,
    publicUrl: app.config.publicUrl,
  };
  service.defineOpportunityJobs(app.db, app.jobs, mail);
  const one = { 200: opportunitySchema, ...errorResponses(401, 403, 404, 409) };

  app.get(
    '/api/opportunities',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Published posts not past their closing date, newest first, filtered',
        security: bearer,
        querystring: opportunityQuerySchema,
        response: { 200: opportunityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      directoryCaller(request);
      return service.listOpportunities(app.db, request.query, await languageOf(app, request));
    },
  );

  app.post(
    '/api/opportunities',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Post an opportunity: pending while the site moderates, else published',
        security: bearer,
        body: opportunityCreateSchema,
        response: { 201: opportunitySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await service.createOpportunity(
        app.db,
        directoryCaller(request),
        request.body,
        await languageOf(app, request),
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/opportunities/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's own posts, every status, newest first",
        security: bearer,
        response: { 200: opportunityPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      service.myOpportunities(app.db, directoryCaller(request), await languageOf(app, request)),
  );

  app.get(
    '/api/opportunities/pending',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The moderation queue: posts waiting for a site admin, oldest first',
        security: bearer,
        response: { 200: opportunityPageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      service.pendingOpportunities(
        app.db,
        directoryCaller(request),
        await languageOf(app, request),
      ),
  );

  app.get(
    '/api/opportunities/alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The caller's alert (every kind and off when they have none)",
        security: bearer,
        response: { 200: opportunityAlertsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.getAlerts(app.db, directoryCaller(request)),
  );

  app.put(
    '/api/opportunities/alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Set what the weekly digest looks for, or turn it off',
        security: bearer,
        body: opportunityAlertsSchema,
        response: { 200: opportunityAlertsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.putAlerts(app.db, directoryCaller(request), request.body),
  );

  for (const [action, decision] of [
    ['publish', 'published'],
    ['reject', 'rejected'],
  ] as const)
    app.post(
      `/api/opportunities/:id/${action}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `Site admins: ${action} a pending post (the poster is told by email)`,
          security: bearer,
          params: opportunityParamsSchema,
          response: one,
        },
      },
      async (request) =>
        service.moderate(
          app.db,
          directoryCaller(request),
          request.params.id,
          decision,
          mail,
          await languageOf(app, request),
        ),
    );

  app.post(
    '/api/opportunities/:id/close',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The poster or a site admin closes a post',
        security: bearer,
        params: opportunityParamsSchema,
        response: one,
      },
    },
    async (request) =>
      service.closeOpportunity(
        app.db,
        directoryCaller(request),
        request.params.id,
        await languageOf(app, request),
      ),
  );
};
