import { apiErrorSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bearer } from '../../plugins/route-schemas';
import { viewerOf, type Viewer } from '../channels/access';

// What the tournament's management calls share: their refusals, the id in the path, and the
// shape of a call that saves one setting (points, format, line-ups, toss) and answers the whole.

export const manageErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const idParams = z.object({ id: z.string().max(100) });

type App = Parameters<FastifyPluginAsyncZod>[0];

/** PUT `path` (with an :id) with a `body`, for signed-in callers; `save` checks the role. */
export function settingRoute<Body extends z.ZodType, Answer extends z.ZodType>(
  app: App,
  setting: {
    path: string;
    summary: string;
    body: Body;
    answer: Answer;
    save: (
      db: Database,
      viewer: Viewer,
      id: string,
      value: z.output<Body>,
    ) => Promise<z.output<Answer>>;
  },
) {
  // The answer's type depends on `Answer`, which Fastify's type provider cannot resolve inside a
  // generic; the zod compilers still check the body and the answer at run time.
  (app as unknown as FastifyInstance).put(
    setting.path,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['tournament'],
        summary: setting.summary,
        security: bearer,
        params: idParams,
        body: setting.body,
        response: { 200: setting.answer, ...manageErrors },
      },
    },
    async (request) =>
      setting.save(
        app.db,
        viewerOf(request.session?.user),
        (request.params as z.output<typeof idParams>).id,
        request.body as z.output<Body>,
      ),
  );
}
