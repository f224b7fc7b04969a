import {
  channelDetailSchema,
  eventSchema,
  localeOf,
  siteSchema,
  type Language,
  type PortalEvent,
  type Site,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { translate } from '../../i18n/translate';
import { venueSpan } from '../../i18n/zoned-times';
import { internalRequestHeader, internalRequestSecret } from '../../plugins/internal-requests';
import { LANGUAGE_COOKIE } from '@portal/contract';
import { clip } from './og-card';
import type { CardSource } from './og-images';
import { linkPreviewMessages as m } from './messages';
import { previewNameAt, visibleAlbumPhoto } from './repository';

// What a page's preview is made of, read as a visitor reads it: through the public API in-process
// (its access rules, its cache), in the page's language.

async function asVisitor<T>(
  app: FastifyInstance,
  url: string,
  schema: z.ZodType<T>,
  language: Language,
): Promise<T | undefined> {
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      [internalRequestHeader]: internalRequestSecret,
      cookie: `${LANGUAGE_COOKIE}=${language}`,
    },
  });
  if (answer.statusCode !== 200) return undefined;
  const parsed = schema.safeParse(answer.json());
  return parsed.success ? parsed.data : undefined;
}

export const readSite = (app: FastifyInstance, language: Language) =>
  asVisitor(app, '/api/site', siteSchema, language);

const idPattern = /^[\w-]{1,100}$/;

export const readEvent = (app: FastifyInstance, id: string, language: Language) =>
  idPattern.test(id)
    ? asVisitor(app, `/api/events/${encodeURIComponent(id)}`, eventSchema, language)
    : Promise.resolve(undefined);

export const readChannel = (app: FastifyInstance, id: string, language: Language) =>
  idPattern.test(id)
    ? asVisitor(app, `/api/channels/${encodeURIComponent(id)}`, channelDetailSchema, language)
    : Promise.resolve(undefined);

/** Text for a description: one paragraph, at most 200 characters. */
export const summary = (text: string | null | undefined) =>
  clip((text ?? '').replace(/\s+/g, ' ').trim(), 200);

/** The event's title and description in `language` when its organisers wrote them (ADR 25). */
export function eventWords(event: PortalEvent, language: Language) {
  const version = event.translations?.[language];
  return {
    title: version?.title ?? event.title,
    description: version?.description ?? event.description,
  };
}

export interface ImageChoice {
  source: CardSource;
  alt: string;
}

export function siteImage(site: Site): ImageChoice {
  return {
    source: {
      kind: 'card',
      card: { title: site.name, lines: [site.tagline], siteName: site.name },
    },
    alt: `${site.name}: ${site.tagline}`,
  };
}

/** The event's cover when it is an upload, else a card with its title, time and place. */
export async function eventImage(
  app: FastifyInstance,
  event: PortalEvent,
  site: Site,
  language: Language,
): Promise<ImageChoice> {
  const { title } = eventWords(event, language);
  const when = venueSpan(new Date(event.date), new Date(event.endDate), event.timeZone, language);
  const where = event.online ? translate(language, m.online) : event.location;
  const alt = `${title} · ${when} · ${where}`;
  const cover = await previewNameAt(app.db, event.imageUrl);
  if (cover) return { source: { kind: 'photo', preview: cover }, alt };
  const lines = [when, where];
  if (event.status === 'cancelled') lines.unshift(translate(language, m.cancelled));
  return { source: { kind: 'card', card: { title, lines, siteName: site.name } }, alt };
}

export async function channelImage(
  app: FastifyInstance,
  channel: { name: string; description: string | null; coverImageUrl: string | null },
  site: Site,
): Promise<ImageChoice> {
  const cover = await previewNameAt(app.db, channel.coverImageUrl);
  if (cover) return { source: { kind: 'photo', preview: cover }, alt: channel.name };
  const lines = channel.description ? [summary(channel.description)] : [];
  return {
    source: { kind: 'card', card: { title: channel.name, lines, siteName: site.name } },
    alt: channel.name,
  };
}

/** An album photo a visitor may see, for `event`'s page opened on it. */
export async function photoImage(
  app: FastifyInstance,
  photoId: string,
  eventId: string,
  eventTitle: string,
  language: Language,
): Promise<(ImageChoice & { caption: string | null }) | undefined> {
  const photo = await visibleAlbumPhoto(app.db, photoId);
  if (!photo || photo.eventId !== eventId) return undefined;
  return {
    source: { kind: 'photo', preview: photo.preview.name },
    alt: photo.caption ?? translate(language, m.photoFrom, { event: eventTitle }),
    caption: photo.caption,
  };
}

/** "en_IN": Open Graph's way of writing a locale. */
export const ogLocale = (language: Language) => localeOf(language).replace('-', '_');
