import { apiErrorSchema, eventIdParamsSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../channels/access';
import { findVisibleEvent } from '../events/service';

// The match center's live feed: one Server-Sent-Events stream per viewer, fed by the LiveHub
// (live.ts) from PostgreSQL NOTIFY, so a ball scored through any server process reaches it.

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/live',
    {
      schema: {
        tags: ['tournament'],
        summary: 'Server-Sent Events: a "change" event whenever scores, fixtures or teams change',
        params: eventIdParamsSchema,
        produces: ['text/event-stream'],
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { event } = await findVisibleEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx must pass events through at once, not buffer them.
        'x-accel-buffering': 'no',
      });
      // HEAD (which Fastify answers with this handler) has no body to stream: the headers, and done.
      if (request.method === 'HEAD') {
        stream.end();
        return;
      }
      stream.write('retry: 2000\n\n');
      const send = () =>
        stream.write(`event: change\ndata: ${JSON.stringify({ eventId: event.id })}\n\n`);
      const unsubscribe = app.liveHub.subscribe(event.id, send);
      // A comment now and then keeps idle connections open through proxies and load balancers.
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), 15_000);
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        unsubscribe();
      };
      // The response closes when the viewer's connection does. (The request's own 'close' is no
      // such sign: it fires once its body is read, which a Content-Encoding header makes happen.)
      // Listen before waiting on the hub, as a viewer may hang up while it connects: a missed
      // 'close' would keep the subscription and its timer for the life of the process.
      stream.once('close', stop);
      if (stream.destroyed) stop();
      await app.liveHub.ensureListening();
      if (!stream.destroyed) stream.write(': ready\n\n');
    },
  );
};
