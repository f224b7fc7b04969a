import {
  defineMessages,
  webVitalsQuerySchema,
  webVitalsReportSchema,
  webVitalsSummaryResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { recordWebVitals, summarizeWebVitals } from './repository';

/** A beacon holds at most five numbers and a route pattern; anything bigger is not ours. */
const reportBodyLimit = 2048;

const webVitalMessages = defineMessages('server.webVitals', {
  invalidJson: 'The body must be a JSON object (sent as application/json or text/plain).',
});

const invalidJson = () => new HttpError(400, 'bad_request', webVitalMessages.invalidJson);

/** Real-user metrics: browsers report Core Web Vitals, site admins read the percentiles. */
export const webVitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon with a string sends text/plain (a simple request, no preflight). Here,
  // and only in this plugin's routes, text/plain is read as JSON like application/json is.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, value) =>
      error ? done(invalidJson()) : done(null, value),
    );
  });

  app.post(
    '/api/vitals',
    {
      bodyLimit: reportBodyLimit,
      schema: {
        tags: ['web-vitals'],
        summary: "One page view's Core Web Vitals, from the browser (sendBeacon)",
        description:
          'Public. `page` is the route pattern (e.g. /event-details/:id), never a concrete ' +
          'address. A repeated report of the same `view` replaces its values. See docs/web-vitals.md.',
        consumes: ['application/json', 'text/plain'],
        body: webVitalsReportSchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await recordWebVitals(app.db, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/web-vitals',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['web-vitals'],
        summary: 'p75 of LCP, INP, CLS (and FCP, TTFB) per page over 7 or 30 days (site admins)',
        security: bearer,
        querystring: webVitalsQuerySchema,
        response: { 200: webVitalsSummaryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => summarizeWebVitals(app.db, Number(request.query.days)),
  );
};
