import { isLanguage, languageCodes, type Language } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../plugins/request-language';
import { escapeHtml } from '../mail/escape-html';
import { appIcon, isIconName, logoKey } from './app-icons';
import { cardVersion, ogImage } from './og-images';
import { LANGUAGE_PARAM } from './page-head';
import { lastEventChange, sitemapChannels, sitemapEvents, visibleAlbumPhoto } from './repository';
import {
  channelImage,
  eventImage,
  readChannel,
  readEvent,
  readSite,
  siteImage,
  type ImageChoice,
} from './sources';

// Link previews' images, the sitemap, robots.txt and the installable app's manifest and icons
// (issue 40; docs/link-previews-and-app.md). None of it is under /api/: robots.txt keeps crawlers
// out of the API, and X's and LinkedIn's crawlers would then not fetch a card kept there.

/** Pages anyone may read that are worth a search engine's time (sign-in and sign-up are not). */
const publicPages = [
  '/',
  '/events',
  '/upcoming-events',
  '/event-calendar',
  '/team',
  '/teamdetails',
  '/event-details-tour',
  '/channels',
  '/about',
  '/support-services',
  '/donate',
];

/** A member's own pages and the management screens: nothing for a crawler there. */
const privatePrefixes = [
  '/api/',
  '/admin/',
  '/profile',
  '/userprofile',
  '/settings',
  '/my-tickets',
  '/ticket',
  '/change-password',
  '/reset-password',
  '/registration/',
  '/registation/',
  '/unsubscribe',
  '/members',
  '/directory',
  '/batches',
  '/mentors',
  '/mentoring',
  '/opportunities',
  '/eventForm',
  '/eventdash',
  '/editEvents',
  '/editFeeds',
  '/feedpostsform',
  '/channelForm',
  '/addmembers',
  '/tournament-admin',
  '/score/',
];

/** The portal's colours in the installed app (Mantine's indigo 6; its dark body). */
export const themeColours = { light: '#4263eb', dark: '#242424', background: '#ffffff' };

const languageQuery = z.object({
  lang: z.string().max(10).optional(),
  v: z.string().max(40).optional(),
});

async function askedLanguage(
  app: FastifyInstance,
  request: Parameters<typeof languageOf>[1],
  asked: string | undefined,
): Promise<Language> {
  return isLanguage(asked) ? asked : languageOf(app, request);
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Not found');

const xml = (text: string) => escapeHtml(text);

export const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = () => app.config.publicUrl.replace(/\/+$/, '');

  app.get(
    '/og/:kind/:file',
    {
      schema: {
        hide: true,
        params: z.object({ kind: z.string().max(20), file: z.string().max(120) }),
        querystring: languageQuery,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = /^(.+)\.jpg$/.exec(file)?.[1];
      if (!id) return notFound(reply);
      const language = await askedLanguage(app, request, request.query.lang);
      const site = await readSite(app, language);
      if (!site) return notFound(reply);
      let choice: Pick<ImageChoice, 'source'> | undefined;
      if (kind === 'site' && id === 'site') choice = siteImage(site);
      else if (kind === 'event') {
        const event = await readEvent(app, id, language);
        choice = event && (await eventImage(app, event, site, language));
      } else if (kind === 'channel') {
        const channel = await readChannel(app, id, language);
        choice = channel && (await channelImage(app, channel, site));
      } else if (kind === 'photo') {
        const photo = await visibleAlbumPhoto(app.db, id);
        choice = photo && { source: { kind: 'photo', preview: photo.preview.name } };
      }
      const bytes = choice && (await ogImage(app, choice.source));
      if (!choice || !bytes) return notFound(reply);
      // The address with this image's version never changes its bytes; any other is a moment's.
      const current = request.query.v === cardVersion(choice.source);
      return reply
        .header(
          'cache-control',
          current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type('image/jpeg')
        .send(bytes);
    },
  );

  app.get(
    '/robots.txt',
    { config: { publicCache: true }, schema: { hide: true } },
    async (_request, reply) => {
      const lines = [
        'User-agent: *',
        ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
        'Allow: /',
        '',
        `Sitemap: ${base()}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    { config: { publicCache: { ttlMs: 60_000 } }, schema: { hide: true } },
    async (_request, reply) => {
      const [events, channels, changed] = await Promise.all([
        sitemapEvents(app.db),
        sitemapChannels(app.db),
        lastEventChange(app.db),
      ]);
      const entry = (path: string, lastmod?: Date) => {
        const at = (lang: string) =>
          `${base()}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${lang}`;
        return (
          `<url><loc>${xml(`${base()}${path}`)}</loc>` +
          (lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '') +
          languageCodes
            .map(
              (code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${xml(at(code))}"/>`,
            )
            .join('') +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(`${base()}${path}`)}"/>` +
          `</url>`
        );
      };
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        [
          ...publicPages.map((path) => entry(path, changed)),
          ...events.map((event) =>
            entry(`/event-details/${encodeURIComponent(event.id)}`, event.updatedAt),
          ),
          ...channels.map((channel) =>
            entry(`/channel/${encodeURIComponent(channel.id)}`, channel.createdAt),
          ),
        ].join('\n') +
        '\n</urlset>\n';
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(body);
    },
  );

  app.get(
    '/manifest.webmanifest',
    { config: { publicCache: { byLanguage: true } }, schema: { hide: true } },
    async (request, reply) => {
      const language = await languageOf(app, request);
      const site = await readSite(app, language);
      if (!site) return reply.code(503).send({ error: 'unavailable', message: 'Try again' });
      const logo = await logoKey(app, site.logoUrl);
      const version = logo ? logo.slice(0, 12) : 'default';
      const icon = (name: string, size: number, purpose: string) => ({
        src: `/icons/${name}.png?v=${version}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      });
      const graphemes = [...new Intl.Segmenter().segment(site.name)].map((g) => g.segment);
      const manifest = {
        id: '/',
        name: site.name,
        short_name:
          graphemes.length <= 12 ? site.name : `${graphemes.slice(0, 11).join('').trimEnd()}…`,
        description: site.tagline,
        lang: language,
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // One theme colour here; the page's theme-color metas follow the light or dark scheme.
        theme_color: themeColours.light,
        background_color: themeColours.background,
        icons: [
          icon('app-192', 192, 'any'),
          icon('app-512', 512, 'any'),
          icon('app-maskable-512', 512, 'maskable'),
        ],
      };
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(JSON.stringify(manifest));
    },
  );

  app.get(
    '/icons/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(60) }),
        querystring: languageQuery,
      },
    },
    async (request, reply) => {
      const name = /^(.+)\.png$/.exec(request.params.file)?.[1];
      if (!name || !isIconName(name)) return notFound(reply);
      const site = await readSite(app, await languageOf(app, request));
      const logo = site ? await logoKey(app, site.logoUrl) : undefined;
      const version = logo ? logo.slice(0, 12) : 'default';
      return reply
        .header(
          'cache-control',
          request.query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        .type('image/png')
        .send(await appIcon(app, name, logo));
    },
  );
};
