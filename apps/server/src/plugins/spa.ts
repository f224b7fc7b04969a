import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isLanguage, type Language } from '@portal/contract';
import fp from 'fastify-plugin';
import { loadFirstPaint, withLanguage } from './first-paint';
import { languageOf } from './request-language';
import { markDegraded } from './public-cache';
import {
  LANGUAGE_PARAM,
  previewHead,
  publicPagePatterns,
  withPreviewHead,
} from '../modules/link-previews/page-head';

const notFound = (method: string, url: string) => ({
  error: 'not_found',
  message: `No API route ${method} ${url.split('?')[0]}`,
});

/** The text of a title React wrote (it escapes &, <, >, " and '). */
const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (entity) =>
      ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" })[
        entity
      ] ?? entity,
  );

/** How long a rendered page is reused while nothing changes (the API's lists: one second). */
const pageTtlMs = 5_000;

/**
 * Serves the built web app from the same origin as the API: hashed assets are immutable,
 * index.html is always revalidated, and unknown non-API GETs fall back to it (client routing).
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string }) => {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Every page view starts here: keep it in memory (a build never changes under a running server).
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : undefined;
  /** The plain page (the app renders everything) in the reader's language. */
  const plainPage = (language: Language) => withLanguage(indexHtml!, language);
  if (!hasWeb) app.log.warn(`no built web app at ${options.webDistDir}; serving the API only`);
  else {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Visitors' landing pages come with their first screen rendered in (ADR 21), through the public
  // cache: any change drops them at once, like every copy; otherwise one render per page every
  // five seconds, whatever the traffic (a render holds the event loop for some 20 ms).
  const firstPaint =
    indexHtml === undefined ? undefined : await loadFirstPaint(app, options.webDistDir, indexHtml);
  // Every public page, rendered or not, carries its link preview's tags (issue 40).
  const pagePatterns = hasWeb
    ? [...new Set([...(firstPaint?.patterns ?? []), ...publicPagePatterns])]
    : [];
  for (const pattern of pagePatterns) {
    app.get(
      pattern,
      {
        config: { publicCache: { ttlMs: pageTtlMs, byLanguage: true } },
        // Listed in the API document (so the fuzz suite sends them hostile ids and queries too).
        schema: {
          tags: ['pages'],
          summary: 'A visitor’s page, its first screen rendered in (HTML)',
        },
      },
      async (request, reply) => {
        const url = new URL(request.url, 'http://portal.invalid');
        // `?lang=hi` asks for the page in one language: the address hreflang names (issue 40).
        const asked = url.searchParams.get(LANGUAGE_PARAM);
        const language = isLanguage(asked) ? asked : await languageOf(app, request);
        // Neither the language nor an album photo (`?photo=`, its preview's image) changes the
        // screen: the preview is rendered without them.
        const screen = new URL(url);
        screen.searchParams.delete(LANGUAGE_PARAM);
        screen.searchParams.delete('photo');
        const rendered = firstPaint
          ? await firstPaint.render(screen.pathname + screen.search, language)
          : { html: undefined, degraded: false };
        // Made without the database: the public cache serves the page's last good copy instead.
        if (rendered.degraded) markDegraded(request);
        let page = rendered.html ?? plainPage(language);
        // Link previews (Open Graph, X, canonical, hreflang, an event's JSON-LD): a page without
        // them is still the page.
        const title = rendered.html && /<title>(.*?)<\/title>/s.exec(rendered.html)?.[1];
        const head = await previewHead(app, url, language, {
          languageInUrl: isLanguage(asked),
          pageTitle: title ? decodeEntities(title) : undefined,
        }).catch((error: unknown) => {
          app.log.warn({ err: error, url: request.url }, 'could not make the link preview tags');
          return undefined;
        });
        if (head) page = withPreviewHead(page, head);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(page);
      },
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      hasWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPageRequest) return reply.code(404).send(notFound(request.method, request.url));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .send(plainPage(await languageOf(app, request)));
  });
});
