import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { events } from './events';

export interface StoredVariant {
  name: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * One uploaded photo, re-encoded (media module): its variants are files named by their content's
 * hash in the media store. The same bytes uploaded again by the same member are this row again.
 * Nothing but the owner, the purpose and the sizes is kept of the upload: no name, no metadata.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose'),
    /** sha-256 of the uploaded bytes. */
    sourceHash: text('source_hash').notNull(),
    /** What the upload weighed, counted against its owner's daily quota. */
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Web variants (WebP), narrowest first; the last is `url`. */
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    /** The link-preview JPEG. */
    preview: jsonb('preview').$type<StoredVariant>().notNull(),
    placeholder: text('placeholder').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_owner_source_idx')
      .on(table.ownerId, table.sourceHash)
      .where(sql`${table.ownerId} is not null`),
    index('media_owner_created_idx').on(table.ownerId, table.createdAt),
    // A page's address (an event's cover, /media/<name>) finds its photo by a variant's name.
    index('media_variants_idx').using('gin', sql`${table.variants} jsonb_path_ops`),
  ],
);

/** A member's photo in an event's album. Hidden ones stay for the managers who hid them. */
export const eventPhotos = pgTable(
  'event_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    caption: text('caption'),
    reportCount: integer('report_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_photos_album_idx').on(table.eventId, table.createdAt, table.id),
    uniqueIndex('event_photos_once_idx').on(table.eventId, table.mediaId),
  ],
);

/** Who reported an album photo: one report per member per photo. */
export const eventPhotoReports = pgTable(
  'event_photo_reports',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => eventPhotos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('event_photo_reports_once_idx').on(table.photoId, table.userId)],
);
