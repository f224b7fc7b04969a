import { languageCodes, type Language, type Site } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/escape-html';
import { eventJsonLd, jsonForScript } from './event-json-ld';
import { cardVersion } from './og-images';
import { OG_HEIGHT, OG_WIDTH } from './og-card';
import {
  channelImage,
  eventImage,
  eventWords,
  ogLocale,
  photoImage,
  readChannel,
  readEvent,
  readSite,
  siteImage,
  summary,
  type ImageChoice,
} from './sources';

// The head of a public page as link-preview crawlers read it (issue 40): Open Graph, X's card,
// the canonical address, one alternate per language, and an event's schema.org Event. Crawlers
// run no script, so all of it is in the server's HTML.

/**
 * The public pages (apps/web's `previewPages`, entry-server.tsx): served with their tags even when
 * the web app was built without its server render. React Router's and Fastify's syntax agree.
 */
export const publicPagePatterns = [
  '/',
  '/events',
  '/upcoming-events',
  '/event-calendar',
  '/event-details/:id',
  '/team',
  '/teamdetails',
  '/event-details-tour',
  '/channels',
  '/channel/:id',
  '/about',
  '/support-services',
  '/login',
  '/signup',
] as const;

/** The query parameters that name a different page (the tournament's event, an album photo). */
const pageParams = ['event', 'photo'] as const;
/** The parameter that asks for a page in one language (the hreflang alternates' addresses). */
export const LANGUAGE_PARAM = 'lang';

interface PageMeta {
  title: string;
  description: string;
  image: { path: string; alt: string };
  jsonLd?: Record<string, unknown>;
}

/** The image's address: the card's kind and key, the page's language and the image's version. */
function imagePath(kind: string, key: string, language: Language, choice: ImageChoice) {
  return {
    path: `/og/${kind}/${encodeURIComponent(key)}.jpg?lang=${language}&v=${cardVersion(choice.source)}`,
    alt: choice.alt,
  };
}

async function metaFor(
  app: FastifyInstance,
  url: URL,
  language: Language,
  site: Site,
  base: string,
  pageTitle: string | undefined,
): Promise<PageMeta> {
  const generic: PageMeta = {
    title: pageTitle ?? site.name,
    description: site.tagline,
    image: imagePath('site', 'site', language, siteImage(site)),
  };
  const eventPage = /^\/event-details\/([^/]+)$/.exec(url.pathname);
  const tournamentEvent = ['/team', '/teamdetails', '/event-details-tour'].includes(url.pathname)
    ? url.searchParams.get('event')
    : null;
  const eventId = eventPage ? decodeURIComponent(eventPage[1]!) : tournamentEvent;
  if (eventId) {
    const event = await readEvent(app, eventId, language);
    if (!event) return generic;
    const words = eventWords(event, language);
    const photoId = eventPage ? url.searchParams.get('photo') : null;
    const photo = photoId
      ? await photoImage(app, photoId, event._id, words.title, language)
      : undefined;
    const image = photo
      ? imagePath('photo', photoId!, language, photo)
      : imagePath('event', event._id, language, await eventImage(app, event, site, language));
    const meta: PageMeta = {
      title: eventPage ? words.title : (pageTitle ?? words.title),
      description: summary(photo?.caption ?? words.description) || site.tagline,
      image,
    };
    if (eventPage) {
      const pageUrl = `${base}/event-details/${encodeURIComponent(event._id)}`;
      meta.jsonLd = eventJsonLd({
        event,
        title: words.title,
        description: summary(words.description) || words.title,
        pageUrl,
        imageUrls: [
          `${base}${image.path}`,
          ...(event.imageUrl?.startsWith('/') ? [`${base}${event.imageUrl}`] : []),
          ...(event.imageUrl?.startsWith('https://') ? [event.imageUrl] : []),
        ],
        organizer: event.channelId
          ? {
              name: event.channelName ?? site.name,
              url: `${base}/channel/${encodeURIComponent(event.channelId)}`,
            }
          : { name: site.name, url: `${base}/` },
      });
    }
    return meta;
  }
  const channelPage = /^\/channel\/([^/]+)$/.exec(url.pathname);
  if (channelPage) {
    const channel = await readChannel(app, decodeURIComponent(channelPage[1]!), language);
    if (!channel) return generic;
    const image = await channelImage(app, channel, site);
    return {
      title: channel.name,
      description: summary(channel.description) || site.tagline,
      image: imagePath('channel', channel._id, language, image),
    };
  }
  return generic;
}

/** The page's own address: its path and the parameters that make it a different page. */
function canonicalSearch(url: URL, language?: Language) {
  const search = new URLSearchParams();
  for (const name of pageParams) {
    const value = url.searchParams.get(name);
    if (value !== null) search.set(name, value);
  }
  if (language) search.set(LANGUAGE_PARAM, language);
  const text = search.toString();
  return text ? `?${text}` : '';
}

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeHtml(content)}">`;
const named = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeHtml(content)}">`;

/**
 * The tags for `url`'s head, in `language`; `languageInUrl` when the address asked for it
 * (`?lang=hi`), which makes that address the canonical one.
 */
export async function previewHead(
  app: FastifyInstance,
  url: URL,
  language: Language,
  options: { languageInUrl: boolean; pageTitle?: string },
): Promise<{ tags: string; description: string } | undefined> {
  const site = await readSite(app, language);
  if (!site) return undefined;
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const page = await metaFor(app, url, language, site, base, options.pageTitle);
  const address = (lang?: Language) => `${base}${url.pathname}${canonicalSearch(url, lang)}`;
  const canonical = address(options.languageInUrl ? language : undefined);
  const image = `${base}${page.image.path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languageCodes.map(
      (code) => `<link rel="alternate" hreflang="${code}" href="${escapeHtml(address(code))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(address())}">`,
    meta('og:type', 'website'),
    meta('og:site_name', site.name),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:url', canonical),
    meta('og:locale', ogLocale(language)),
    ...languageCodes
      .filter((code) => code !== language)
      .map((code) => meta('og:locale:alternate', ogLocale(code))),
    meta('og:image', image),
    meta('og:image:type', 'image/jpeg'),
    meta('og:image:width', String(OG_WIDTH)),
    meta('og:image:height', String(OG_HEIGHT)),
    meta('og:image:alt', page.image.alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', page.title),
    named('twitter:description', page.description),
    named('twitter:image', image),
    named('twitter:image:alt', page.image.alt),
    ...(page.jsonLd
      ? [`<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`]
      : []),
  ];
  return { tags: tags.join(''), description: page.description };
}

/** `html` with the tags in its head and its description made the page's own. */
export function withPreviewHead(html: string, head: { tags: string; description: string }) {
  return html
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}">`,
    )
    .replace('</head>', () => `${head.tags}</head>`);
}
