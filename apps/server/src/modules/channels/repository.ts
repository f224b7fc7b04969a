import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern, escapeLike } from '../../db/like-pattern';
import {
  channelInvites,
  channelMembers,
  channels,
  users,
  type ChannelInviteKind,
  type ChannelRole,
} from '../../db/schema/index';
import { newChannelId } from './channel-id';
import { photoVariantsAt, type PhotoVariantsRow } from '../media/repository';

// Every channel query of the module, in one place.

export type ChannelRow = typeof channels.$inferSelect;
export interface ChannelRead extends ChannelRow {
  memberCount: number;
  /** An uploaded cover's variants, for its srcset (issue 34). */
  coverPhoto?: PhotoVariantsRow | null;
}

const coverPhoto = photoVariantsAt(channels.coverImageUrl);

const memberCount = sql<number>`(select count(*)::int from ${channelMembers}
  where ${channelMembers.channelId} = ${channels.id})`;

export interface NewChannel {
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  createdBy: string | null;
}

/** Inserts the channel under a fresh id (retrying the rare clash) with its creator as owner. */
export async function insertChannel(db: Database, values: NewChannel): Promise<ChannelRow> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await db
      .insert(channels)
      .values({ id: newChannelId(), ...values })
      .onConflictDoNothing({ target: channels.id })
      .returning();
    if (!row) continue;
    if (values.createdBy)
      await db
        .insert(channelMembers)
        .values({ channelId: row.id, userId: values.createdBy, role: 'owner' });
    return row;
  }
  throw new Error('Could not find a free channel id');
}

export async function findChannel(db: Database, id: string): Promise<ChannelRead | undefined> {
  const [row] = await db
    .select({ channel: channels, memberCount, coverPhoto })
    .from(channels)
    .where(eq(channels.id, id));
  return row && { ...row.channel, memberCount: row.memberCount, coverPhoto: row.coverPhoto };
}

export interface ChannelPageOptions {
  q?: string | undefined;
  limit: number;
  after?: { name: string; id: string } | undefined;
}

/** Channels by name (case-insensitive), keyset-paged on (lower(name), id). */
export async function listChannels(db: Database, options: ChannelPageOptions) {
  const lowerName = sql`lower(${channels.name})`;
  const rows = await db
    .select({ channel: channels, memberCount, coverPhoto })
    .from(channels)
    .where(
      and(
        options.q ? sql`${lowerName} like ${containsPattern(options.q.toLowerCase())}` : undefined,
        options.after
          ? sql`(${lowerName}, ${channels.id}) > (lower(${options.after.name}), ${options.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(lowerName), asc(channels.id))
    .limit(options.limit);
  return rows.map((row) => ({
    ...row.channel,
    memberCount: row.memberCount,
    coverPhoto: row.coverPhoto,
  }));
}

/**
 * Up to `limit` suggestions whose name contains `q`; names starting with it first. The trigram
 * index on lower(name) serves the match (see the channels table).
 */
export async function searchChannels(db: Database, q: string, limit: number) {
  const lowerName = sql`lower(${channels.name})`;
  return db
    .select({ _id: channels.id, name: channels.name })
    .from(channels)
    .where(sql`${lowerName} like ${containsPattern(q.toLowerCase())}`)
    .orderBy(
      sql`${lowerName} like ${`${escapeLike(q.toLowerCase())}%`} desc`,
      asc(lowerName),
      asc(channels.id),
    )
    .limit(limit);
}

export async function updateChannel(
  db: Database,
  id: string,
  values: Pick<NewChannel, 'name' | 'description' | 'coverImageUrl'>,
) {
  await db.update(channels).set(values).where(eq(channels.id, id));
}

export async function deleteChannel(db: Database, id: string) {
  await db.delete(channels).where(eq(channels.id, id));
}

/** The caller's channels with their role: owned, then administered, then joined; by name. */
export async function channelsOf(db: Database, userId: string) {
  return db
    .select({ _id: channels.id, name: channels.name, role: channelMembers.role })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .where(eq(channelMembers.userId, userId))
    .orderBy(
      sql`case ${channelMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(sql`lower(${channels.name})`),
    );
}

export async function listMembers(db: Database, channelId: string) {
  return db
    .select({
      _id: users.id,
      name: users.name,
      imageUrl: users.imageUrl,
      role: channelMembers.role,
      joinedAt: channelMembers.joinedAt,
    })
    .from(channelMembers)
    .innerJoin(users, eq(users.id, channelMembers.userId))
    .where(eq(channelMembers.channelId, channelId))
    .orderBy(
      sql`case ${channelMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(sql`lower(${users.name})`),
    );
}

export async function addMember(
  db: Database,
  channelId: string,
  userId: string,
  role: ChannelRole,
) {
  await db.insert(channelMembers).values({ channelId, userId, role }).onConflictDoNothing();
}

export async function setMemberRole(
  db: Database,
  channelId: string,
  userId: string,
  role: ChannelRole,
) {
  await db
    .update(channelMembers)
    .set({ role })
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)));
}

export async function removeMember(db: Database, channelId: string, userId: string) {
  await db
    .delete(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)));
}

export async function findInvite(db: Database, channelId: string, userId: string) {
  const [row] = await db
    .select()
    .from(channelInvites)
    .where(and(eq(channelInvites.channelId, channelId), eq(channelInvites.userId, userId)));
  return row;
}

/** Records an invite or request; false when one is already pending for that person. */
export async function insertInvite(
  db: Database,
  values: { channelId: string; userId: string; kind: ChannelInviteKind; invitedBy: string | null },
) {
  const rows = await db.insert(channelInvites).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteInvite(db: Database, channelId: string, userId: string) {
  const rows = await db
    .delete(channelInvites)
    .where(and(eq(channelInvites.channelId, channelId), eq(channelInvites.userId, userId)))
    .returning();
  return rows[0];
}

export async function listInvites(db: Database, channelId: string) {
  return db
    .select({
      _id: users.id,
      name: users.name,
      avatar: users.imageUrl,
      kind: channelInvites.kind,
      createdAt: channelInvites.createdAt,
    })
    .from(channelInvites)
    .innerJoin(users, eq(users.id, channelInvites.userId))
    .where(eq(channelInvites.channelId, channelId))
    .orderBy(desc(channelInvites.createdAt));
}

/** Channels that have invited this person and wait for their answer. */
export async function invitationsOf(db: Database, userId: string) {
  return db
    .select({ _id: channels.id, name: channels.name, createdAt: channelInvites.createdAt })
    .from(channelInvites)
    .innerJoin(channels, eq(channels.id, channelInvites.channelId))
    .where(and(eq(channelInvites.userId, userId), eq(channelInvites.kind, 'invite')))
    .orderBy(desc(channelInvites.createdAt));
}

/** An account by mobile number or (lower-cased) email, for invitations. */
export async function findPerson(db: Database, identifier: string) {
  const value = identifier.trim();
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(value.includes('@') ? eq(users.email, value.toLowerCase()) : eq(users.mobile, value));
  return row;
}
