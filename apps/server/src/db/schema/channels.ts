import type { FeedPostTranslations } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Channels group members, their wall, events and feed posts. The id is the spec's 6-character
 * channel id (made by the server), so /channel/{id} and "Channel ID: {id}" are the same thing.
 */
export const channels = pgTable(
  'channels',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    coverImageUrl: text('cover_image_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('channels_id_format', sql`${table.id} ~ '^[a-z0-9]{6}$'`),
    // Search is a case-insensitive substring match; trigrams keep it indexed at any size.
    index('channels_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('channels_name_idx').on(sql`lower(${table.name})`, table.id),
  ],
);

export const channelRoles = ['owner', 'admin', 'member'] as const;
export type ChannelRole = (typeof channelRoles)[number];

export const channelMembers = pgTable(
  'channel_members',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: channelRoles }).notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.userId] }),
    index('channel_members_user_idx').on(table.userId),
  ],
);

export const channelInviteKinds = ['invite', 'request'] as const;
export type ChannelInviteKind = (typeof channelInviteKinds)[number];

/**
 * Pending invitations (an admin asked a member in) and join requests (a member asked to be let
 * in). At most one per person and channel; accepting makes a membership and removes the row.
 */
export const channelInvites = pgTable(
  'channel_invites',
  {
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: channelInviteKinds }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.channelId, table.userId] }),
    index('channel_invites_user_idx').on(table.userId),
  ],
);

/**
 * Wall posts. No channel means the site's main community wall. A deleted account leaves its
 * posts in place with no author ("Former member"), so conversations stay readable (ADR 0010).
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: text('channel_id').references(() => channels.id, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Newest first per wall, with the id as the tie-breaker of the keyset cursor.
    index('posts_channel_created_idx').on(table.channelId, table.createdAt.desc(), table.id.desc()),
    index('posts_author_idx').on(table.authorId),
  ],
);

/** Feed posts: news cards; active ones show on the home page. No channel means site-wide. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: text('channel_id').references(() => channels.id, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    link: text('link'),
    // The title and content in other languages, { hi: { title, content }, … } (ADR 25).
    translations: jsonb('translations').$type<FeedPostTranslations>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feed_posts_active_created_idx').on(table.isActive, table.createdAt.desc()),
    index('feed_posts_channel_idx').on(table.channelId),
  ],
);
