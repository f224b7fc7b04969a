import { apiErrorSchema, eventIdParamsSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutgoingHttpHeaders } from 'node:http';
import { OverloadedError } from '../../plugins/errors';
import { viewerOf } from '../channels/access';
import { findVisibleEvent } from '../events/service';
import { eventNotFound } from '../events/access';

// The match center's live feed: one Server-Sent-Events stream per viewer, fed by the event's
// LiveFeed (live-feed.ts) from memory, refreshed by PostgreSQL NOTIFY through the LiveHub, so a
// ball scored through any server process reaches it and a viewer connecting costs no query.

/** Refused viewers come back spread over twice the Retry-After, not all in the same second. */
const jittered = (seconds: number) => seconds + Math.floor(Math.random() * (seconds + 1));

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { retryAfterSeconds, maxEventLoopDelayMs, liveEventLoopDelayFactor } = app.config.overload;
  app.get(
    '/api/events/:id/live',
    {
      config: {
        // A stream is held, not re-requested: shedding new viewers while the loop is a little
        // slow would only send them back at once. Only a loop starved several times past the
        // requests' limit (or memory past its own) turns new viewers away; held ones stay.
        pressureHandler: (_request, _reply, type, value) => {
          // A busy loop (utilisation) is what a storm looks like; memory past its limit is not.
          const starved =
            type === 'eventLoopDelay'
              ? (value ?? 0) > maxEventLoopDelayMs * liveEventLoopDelayFactor
              : type !== 'eventLoopUtilization';
          return starved
            ? Promise.reject(new OverloadedError(jittered(retryAfterSeconds)))
            : undefined;
        },
      },
      schema: {
        tags: ['tournament'],
        summary:
          'Server-Sent Events: the live matches\' score summary ("state" first, then a "change" per update); Last-Event-ID resumes',
        params: eventIdParamsSchema,
        produces: ['text/event-stream'],
        response: { 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const feeds = app.liveFeeds;
      if (feeds.full) throw new OverloadedError(jittered(retryAfterSeconds));
      const eventId = request.params.id;
      const loaded = await feeds.current(eventId);
      if (!loaded.publicVisible) {
        // Not for visitors: a signed-in viewer may still see it (their own check, rare).
        const user = request.session?.user;
        if (!user) throw eventNotFound();
        await findVisibleEvent(app.db, viewerOf(user), eventId);
      }
      // The security headers and the rest the reply holds so far, for the response written by hand.
      const headers = reply.getHeaders() as OutgoingHttpHeaders;
      reply.hijack();
      const stream = reply.raw;
      // The headers, the retry line and the first message leave in one write, not three: on a
      // storm each write to a socket is a system call of its own.
      stream.cork();
      stream.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx must pass events through at once, not buffer them.
        'x-accel-buffering': 'no',
      });
      // HEAD (which Fastify answers with this handler) has no body to stream: the headers, and done.
      if (request.method === 'HEAD') {
        stream.end();
        stream.uncork();
        return;
      }
      // The browser's own reconnect delay, spread so a restart does not bring everyone back at once.
      stream.write(`retry: ${2000 + Math.floor(Math.random() * 3000)}\n\n`);
      const lastEventId = request.headers['last-event-id'];
      // The response closes when the viewer's connection does (see attach).
      feeds.attach(eventId, stream, typeof lastEventId === 'string' ? lastEventId : undefined);
      stream.uncork();
    },
  );
};
