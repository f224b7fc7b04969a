import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels, eventPhotos, events, media } from '../../db/schema/index';
import { MEDIA_PATH } from '../media/repository';

// The few reads link previews make straight from the database: what the public API does not
// answer (an upload's preview JPEG, one album photo, every public page's address).

/** The link-preview JPEG's name of the upload an address (`/media/<name>`) shows, if any. */
export async function previewNameAt(db: Database, address: string | null | undefined) {
  if (!address?.startsWith(MEDIA_PATH)) return undefined;
  const name = address.slice(MEDIA_PATH.length);
  const [row] = await db
    .select({ preview: media.preview })
    .from(media)
    .where(sql`${media.variants} @> ${JSON.stringify([{ name }])}::jsonb`)
    .limit(1);
  return row?.preview.name;
}

/** An album photo a visitor may see: shown (not hidden), of an event that is not a draft. */
export async function visibleAlbumPhoto(db: Database, photoId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(photoId)) return undefined;
  const [row] = await db
    .select({
      eventId: eventPhotos.eventId,
      caption: eventPhotos.caption,
      preview: media.preview,
    })
    .from(eventPhotos)
    .innerJoin(media, eq(media.id, eventPhotos.mediaId))
    .innerJoin(events, eq(events.id, eventPhotos.eventId))
    .where(
      and(eq(eventPhotos.id, photoId), isNull(eventPhotos.hiddenAt), ne(events.status, 'draft')),
    )
    .limit(1);
  return row;
}

/** Every event a visitor can open (drafts are nobody's but their managers'), newest change first. */
export async function sitemapEvents(db: Database) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(ne(events.status, 'draft'))
    .orderBy(sql`${events.updatedAt} desc`)
    .limit(45_000);
}

export async function sitemapChannels(db: Database) {
  return db
    .select({ id: channels.id, createdAt: channels.createdAt })
    .from(channels)
    .orderBy(channels.createdAt)
    .limit(5_000);
}

/** When anything on the site's shared pages last changed: the newest event edit. */
export async function lastEventChange(db: Database) {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${events.updatedAt})` })
    .from(events)
    .where(ne(events.status, 'draft'));
  return row?.at ? new Date(row.at) : undefined;
}
