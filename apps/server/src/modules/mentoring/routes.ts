import {
  mentorSettingsSchema,
  mentorSettingsUpdateSchema,
  mentoringCancelSchema,
  mentoringDeclineSchema,
  mentoringFeedbackSchema,
  mentoringRequestCreatedSchema,
  mentoringRequestCreateSchema,
  mentoringRequestParamsSchema,
  mentoringRequestSchema,
  mentoringRequestsPageSchema,
  mentoringRequestsQuerySchema,
  mentorsPageSchema,
  mentorsQuerySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { directoryCaller } from '../directory/service';
import { defineMentoringSweep } from './sweep';
import {
  createRequest,
  giveFeedback,
  mentorsPage,
  moveRequest,
  mySettings,
  requestsPage,
  saveSettings,
  type Mentoring,
} from './service';

const tags = ['mentoring'];

/**
 * Mentoring (issue 37, ADR 53): verified members offer it and ask for it. Visitors 401 (the
 * session check), members not yet verified 403 membership_pending (the directory's caller check).
 */
export const mentoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: Mentoring = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    notifications: app.notifications,
    now: app.clock,
  };
  defineMentoringSweep(app.jobs, ctx);

  app.get(
    '/api/mentoring/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One's own mentoring offer, for the settings form",
        security: bearer,
        response: { 200: mentorSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => mySettings(ctx, directoryCaller(request).id),
  );

  app.put(
    '/api/mentoring/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Offer mentoring (topics, about, capacity 1–10) or pause it',
        description:
          'Pausing, or no longer offering, answers every waiting request "paused" (declined with that reason) and tells each mentee.',
        security: bearer,
        body: mentorSettingsUpdateSchema,
        response: { 200: mentorSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveSettings(ctx, directoryCaller(request).id, request.body),
  );

  app.get(
    '/api/mentors',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Mentors: those who may be asked now (not paused, below capacity) first',
        security: bearer,
        querystring: mentorsQuerySchema,
        response: { 200: mentorsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => mentorsPage(ctx, directoryCaller(request), request.query),
  );

  app.post(
    '/api/mentoring/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Ask a mentor; they are emailed at once, and the request expires in 14 days',
        security: bearer,
        body: mentoringRequestCreateSchema,
        response: { 201: mentoringRequestCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createRequest(ctx, directoryCaller(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/mentoring/requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "One's own requests, as mentor or mentee, newest first",
        security: bearer,
        querystring: mentoringRequestsQuerySchema,
        response: { 200: mentoringRequestsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => requestsPage(ctx, directoryCaller(request).id, request.query),
  );

  const moveSchema = (summary: string) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      summary,
      security: bearer,
      params: mentoringRequestParamsSchema,
      response: { 200: mentoringRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  });
  const withBody = <B extends z.ZodType>(summary: string, body: B) => {
    const options = moveSchema(summary);
    return { ...options, schema: { ...options.schema, body } };
  };

  app.post(
    '/api/mentoring/requests/:id/accept',
    moveSchema('The mentor accepts (409 when at capacity, even when two accepts race)'),
    async (request) => moveRequest(ctx, directoryCaller(request).id, request.params.id, 'accept'),
  );
  app.post(
    '/api/mentoring/requests/:id/decline',
    withBody('The mentor declines, with a reason if they like', mentoringDeclineSchema),
    async (request) =>
      moveRequest(
        ctx,
        directoryCaller(request).id,
        request.params.id,
        'decline',
        request.body?.reason || undefined,
      ),
  );
  app.post(
    '/api/mentoring/requests/:id/withdraw',
    moveSchema('The mentee withdraws a request not yet answered'),
    async (request) => moveRequest(ctx, directoryCaller(request).id, request.params.id, 'withdraw'),
  );
  app.post(
    '/api/mentoring/requests/:id/complete',
    moveSchema('Either side marks an accepted mentoring completed'),
    async (request) => moveRequest(ctx, directoryCaller(request).id, request.params.id, 'complete'),
  );
  app.post(
    '/api/mentoring/requests/:id/cancel',
    withBody('Either side ends an accepted mentoring, with a reason', mentoringCancelSchema),
    async (request) =>
      moveRequest(
        ctx,
        directoryCaller(request).id,
        request.params.id,
        'cancel',
        request.body.reason,
      ),
  );

  app.post(
    '/api/mentoring/requests/:id/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Feedback once per side after completed (1–5); never shown as a rating',
        security: bearer,
        params: mentoringRequestParamsSchema,
        body: mentoringFeedbackSchema,
        response: {
          201: z.object({ ok: z.literal(true) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      await giveFeedback(ctx, directoryCaller(request).id, request.params.id, request.body);
      return reply.code(201).send({ ok: true as const });
    },
  );
};
