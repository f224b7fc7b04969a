import { siteSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../plugins/request-language';
import { getSite } from './repository';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      // By language: the default tagline is in the reader's.
      config: { publicCache: { byLanguage: true } },
      schema: {
        tags: ['site'],
        summary: 'The portal identity: name, tagline, profile (community or alumni), logo',
        response: { 200: siteSchema },
      },
    },
    async (request) => getSite(app.db, app.config.site, await languageOf(app, request)),
  );
};
