import { siteSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSite } from './repository';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      config: { publicCache: true },
      schema: {
        tags: ['site'],
        summary: 'The portal identity: name, tagline, profile (community or alumni), logo',
        response: { 200: siteSchema },
      },
    },
    async () => getSite(app.db, app.config.site),
  );
};
