import { and, desc, eq, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  eventPhotoReports,
  eventPhotos,
  media,
  users,
  type StoredVariant,
} from '../../db/schema/index';

export type MediaRow = typeof media.$inferSelect;

export const MEDIA_PATH = '/media/';

/** How a client draws a stored photo: every width for srcset, the blur, the largest's shape. */
export function toPhotoVariants(row: Pick<MediaRow, 'variants' | 'placeholder'>) {
  const largest = row.variants[row.variants.length - 1]!;
  return {
    width: largest.width,
    height: largest.height,
    srcset: row.variants
      .map((variant) => `${MEDIA_PATH}${variant.name} ${variant.width}w`)
      .join(', '),
    placeholder: row.placeholder,
  };
}

/** What a client gets for a stored photo: its largest web variant, every width, the blur. */
export function toMedia(row: Pick<MediaRow, 'id' | 'variants' | 'placeholder'>) {
  const largest = row.variants[row.variants.length - 1]!;
  return { _id: row.id, url: `${MEDIA_PATH}${largest.name}`, ...toPhotoVariants(row) };
}

export async function findOwnUpload(db: Database, ownerId: string, sourceHash: string) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, ownerId), eq(media.sourceHash, sourceHash)));
  return row;
}

/** Bytes a member uploaded in the last 24 hours (their daily quota). */
export async function bytesUploadedToday(db: Database, ownerId: string) {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${media.sourceBytes}), 0)::bigint` })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), sql`${media.createdAt} > now() - interval '1 day'`));
  return Number(row?.bytes ?? 0);
}

export async function insertMedia(
  db: Database,
  row: {
    ownerId: string;
    purpose: string | null;
    sourceHash: string;
    sourceBytes: number;
    width: number;
    height: number;
    variants: StoredVariant[];
    preview: StoredVariant;
    placeholder: string;
  },
) {
  // Two uploads of the same bytes at once: the second finds the first's row.
  const [inserted] = await db.insert(media).values(row).onConflictDoNothing().returning();
  return inserted ?? (await findOwnUpload(db, row.ownerId, row.sourceHash))!;
}

export async function findMedia(db: Database, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** The files of every variant of a row, for removal. */
export const fileNamesOf = (row: Pick<MediaRow, 'variants' | 'preview'>) => [
  ...row.variants.map((variant) => variant.name),
  row.preview.name,
];

/**
 * Uploads older than a day that nothing uses: no album photo, and no event, channel, feed post or
 * profile pointing at their address (nor an account deleted and still restorable owning them).
 * Whether another row still uses the same file is checked before a file goes (two members can
 * upload the same photo).
 */
export async function unusedUploads(db: Database, limit = 200) {
  const rows = await db.execute<{ id: string }>(sql`
    select m.id from media m
    where m.created_at < now() - interval '1 day'
      and not exists (select 1 from event_photos p where p.media_id = m.id)
      -- A deleted account's uploads wait out its 7 days to restore (ADR 57).
      and not exists (select 1 from account_deletions d where d.user_id = m.owner_id)
      and not exists (
        select 1 from jsonb_array_elements(m.variants) v
        where exists (select 1 from events e
                      where e.cover_image_url = ${MEDIA_PATH} || (v->>'name')
                         or e.images ? (${MEDIA_PATH} || (v->>'name')))
           or exists (select 1 from channels c where c.cover_image_url = ${MEDIA_PATH} || (v->>'name'))
           or exists (select 1 from feed_posts f where f.image_url = ${MEDIA_PATH} || (v->>'name'))
           or exists (select 1 from users u where u.image_url = ${MEDIA_PATH} || (v->>'name')))
    limit ${limit}`);
  return rows.rows.map((row) => row.id);
}

/** Deletes the rows; returns the file names no remaining row uses. */
export async function deleteMedia(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const removed = await db
    .delete(media)
    .where(sql`${media.id} in ${ids}`)
    .returning();
  const names = [...new Set(removed.flatMap(fileNamesOf))];
  if (names.length === 0) return [];
  const stillUsed = await db.execute<{ name: string }>(sql`
    select distinct v.name from media m,
      lateral (select jsonb_array_elements(m.variants)->>'name' as name
               union all select m.preview->>'name') v
    where v.name in ${names}`);
  const kept = new Set(stillUsed.rows.map((row) => row.name));
  return names.filter((name) => !kept.has(name));
}

/**
 * SQL: the variants and blur of the stored photo whose file `address` names (`/media/<name>`), as
 * jsonb, or null for any other address. Served by the GIN index on the variants.
 */
export function photoVariantsAt(address: SQL | AnyColumn) {
  // An aggregate, not `limit 1`: with a limit the planner guesses a scan finds a match soon and
  // reads the whole table; without one it takes the index. Two members' same photo: the first.
  return sql<PhotoVariantsRow | null>`(select (array_agg(jsonb_build_object(
        'variants', m.variants, 'placeholder', m.placeholder) order by m.created_at))[1]
    from media m
    where ${address} like ${`${MEDIA_PATH}%`}
      and m.variants @> jsonb_build_array(jsonb_build_object('name',
        substr(${address}, ${MEDIA_PATH.length + 1}))))`;
}

export type PhotoVariantsRow = Pick<MediaRow, 'variants' | 'placeholder'>;

/** The stored photos among `addresses` (an event's gallery), by address; others are absent. */
export async function photoVariantsByAddress(db: Database, addresses: readonly string[]) {
  const uploads = addresses.filter((address) => address.startsWith(MEDIA_PATH));
  if (uploads.length === 0) return {};
  const rows = await db.execute<{ address: string; photo: PhotoVariantsRow | null }>(
    sql`select g.address, ${photoVariantsAt(sql`g.address`)} as photo
      from unnest(${sql.param(uploads)}::text[]) as g(address)`,
  );
  return Object.fromEntries(
    rows.rows.flatMap((row) => (row.photo ? [[row.address, toPhotoVariants(row.photo)]] : [])),
  );
}

// Event albums.

export async function addEventPhoto(
  db: Database,
  row: { eventId: string; mediaId: string; userId: string; caption: string | null },
) {
  const [inserted] = await db.insert(eventPhotos).values(row).onConflictDoNothing().returning();
  return inserted;
}

export interface AlbumCursor {
  createdAt: Date;
  id: string;
}

/** Newest first; hidden photos only for those who may see them (`withHidden`). */
export async function albumPage(
  db: Database,
  eventId: string,
  limit: number,
  cursor: AlbumCursor | undefined,
  withHidden: boolean,
) {
  return db
    .select({ photo: eventPhotos, media, byName: users.name })
    .from(eventPhotos)
    .innerJoin(media, eq(media.id, eventPhotos.mediaId))
    .leftJoin(users, eq(users.id, eventPhotos.userId))
    .where(
      and(
        eq(eventPhotos.eventId, eventId),
        withHidden ? undefined : sql`${eventPhotos.hiddenAt} is null`,
        cursor
          ? or(
              lt(eventPhotos.createdAt, cursor.createdAt),
              and(eq(eventPhotos.createdAt, cursor.createdAt), lt(eventPhotos.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(eventPhotos.createdAt), desc(eventPhotos.id))
    .limit(limit);
}

/** How many photos the album holds for this reader (hidden ones only for `withHidden`). */
export async function albumTotal(db: Database, eventId: string, withHidden: boolean) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(eventPhotos)
    .where(
      and(
        eq(eventPhotos.eventId, eventId),
        withHidden ? undefined : sql`${eventPhotos.hiddenAt} is null`,
      ),
    );
  return row?.total ?? 0;
}

export async function findEventPhoto(db: Database, eventId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.id, photoId)));
  return row;
}

export async function deleteEventPhoto(db: Database, photoId: string) {
  await db.delete(eventPhotos).where(eq(eventPhotos.id, photoId));
}

/** One report per member; returns whether this one was new. */
export async function reportEventPhoto(db: Database, photoId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(eventPhotoReports)
      .values({ photoId, userId })
      .onConflictDoNothing()
      .returning();
    if (report)
      await tx
        .update(eventPhotos)
        .set({ reportCount: sql`${eventPhotos.reportCount} + 1` })
        .where(eq(eventPhotos.id, photoId));
    return Boolean(report);
  });
}

export async function moderateEventPhoto(db: Database, photoId: string, hide: boolean) {
  await db
    .update(eventPhotos)
    .set(hide ? { hiddenAt: sql`now()`, keptAt: null } : { hiddenAt: null, keptAt: sql`now()` })
    .where(eq(eventPhotos.id, photoId));
}

/** Reported photos not yet kept, of one event or (no event) of all, for those who moderate. */
export async function reportedPhotos(db: Database, eventIds: string[] | 'all') {
  return db
    .select({ photo: eventPhotos, media, byName: users.name })
    .from(eventPhotos)
    .innerJoin(media, eq(media.id, eventPhotos.mediaId))
    .leftJoin(users, eq(users.id, eventPhotos.userId))
    .where(
      and(
        sql`${eventPhotos.reportCount} > 0 and ${eventPhotos.keptAt} is null`,
        eventIds === 'all' ? undefined : sql`${eventPhotos.eventId} in ${eventIds}`,
      ),
    )
    .orderBy(desc(eventPhotos.reportCount), desc(eventPhotos.createdAt))
    .limit(100);
}
