import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  batchReps,
  channelMembers,
  channels,
  donations,
  eventPhotos,
  events,
  media,
  mentorProfiles,
  opportunityAlerts,
  posts,
  registrations,
  users,
  type GuestRecord,
  type SocialLinks,
} from '../../db/schema/index';
import type { UserRow } from '../auth/repository';

// What a deletion takes away and a restore puts back (ADR 57): the account's personal fields,
// which content was theirs, and their places (channels, mentoring offer, alert, batch rep). Kept
// as JSON in account_deletions.held; times as ISO strings.

const personalFields = [
  'name',
  'email',
  'mobile',
  'passwordHash',
  'isAdmin',
  'imageUrl',
  'bio',
  'address',
  'businessName',
  'businessEmail',
  'city',
  'state',
  'country',
  'businessAddress',
  'businessRole',
  'sharePhone',
  'shareEmail',
  'socialMedia',
  'emailUpdates',
  'batch',
  'course',
  'jobTitle',
  'industry',
  'skills',
  'openTo',
  'visibility',
  'membershipStatus',
  'membershipNote',
  'nameSearch',
] as const satisfies readonly (keyof UserRow)[];

type PersonalFields = Pick<UserRow, (typeof personalFields)[number]>;

interface HeldPost {
  id: string;
  channelId: string | null;
  content: string;
  createdAt: string;
}

interface HeldPhoto {
  id: string;
  eventId: string;
  mediaId: string;
  caption: string | null;
  hiddenAt: string | null;
  createdAt: string;
}

export interface HeldAccount {
  user: PersonalFields & { socialMedia: SocialLinks };
  /** Posts and photos left in place, signed "Former member" meanwhile. */
  postIds: string[];
  photoIds: string[];
  /** Posts and photos taken down (removeContent), to put back or erase. */
  removedPosts: HeldPost[];
  removedPhotos: HeldPhoto[];
  channels: { channelId: string; role: 'owner' | 'admin' | 'member'; joinedAt: string }[];
  mentorProfile: {
    offering: boolean;
    topics: string[];
    about: string;
    capacity: number;
    paused: boolean;
  } | null;
  opportunityAlert: {
    kinds: string[];
    q: string | null;
    location: string | null;
  } | null;
  batchReps: number[];
  registrations: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    guest: GuestRecord | null;
  }[];
  donations: { id: string; donorName: string | null; donorEmail: string | null }[];
}

/** Takes the account's data out of sight in `tx` and answers what to keep for a restore. */
export async function holdAccount(
  tx: Database,
  user: UserRow,
  removeContent: boolean,
): Promise<HeldAccount> {
  const id = user.id;
  const personal = Object.fromEntries(
    personalFields.map((field) => [field, user[field]]),
  ) as PersonalFields;

  const ownPosts = await tx.select().from(posts).where(eq(posts.authorId, id));
  const ownPhotos = await tx.select().from(eventPhotos).where(eq(eventPhotos.userId, id));
  if (removeContent) {
    await tx.delete(posts).where(eq(posts.authorId, id));
    await tx.delete(eventPhotos).where(eq(eventPhotos.userId, id));
  } else {
    await tx.update(posts).set({ authorId: null }).where(eq(posts.authorId, id));
    await tx.update(eventPhotos).set({ userId: null }).where(eq(eventPhotos.userId, id));
  }

  const memberships = await tx
    .delete(channelMembers)
    .where(eq(channelMembers.userId, id))
    .returning();
  const [offer] = await tx.delete(mentorProfiles).where(eq(mentorProfiles.userId, id)).returning();
  const [alert] = await tx
    .delete(opportunityAlerts)
    .where(eq(opportunityAlerts.userId, id))
    .returning();
  const reps = await tx.delete(batchReps).where(eq(batchReps.userId, id)).returning();
  const ownRegistrations = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.userId, id));
  const ownDonations = await tx
    .select()
    .from(donations)
    .where(or(eq(donations.userId, id), eq(donations.donorEmail, user.email)));

  return {
    user: personal,
    postIds: removeContent ? [] : ownPosts.map((post) => post.id),
    photoIds: removeContent ? [] : ownPhotos.map((photo) => photo.id),
    removedPosts: removeContent
      ? ownPosts.map((post) => ({
          id: post.id,
          channelId: post.channelId,
          content: post.content,
          createdAt: post.createdAt.toISOString(),
        }))
      : [],
    removedPhotos: removeContent
      ? ownPhotos.map((photo) => ({
          id: photo.id,
          eventId: photo.eventId,
          mediaId: photo.mediaId,
          caption: photo.caption,
          hiddenAt: photo.hiddenAt?.toISOString() ?? null,
          createdAt: photo.createdAt.toISOString(),
        }))
      : [],
    channels: memberships.map((row) => ({
      channelId: row.channelId,
      role: row.role,
      joinedAt: row.joinedAt.toISOString(),
    })),
    mentorProfile: offer
      ? {
          offering: offer.offering,
          topics: offer.topics,
          about: offer.about,
          capacity: offer.capacity,
          paused: offer.paused,
        }
      : null,
    opportunityAlert: alert ? { kinds: alert.kinds, q: alert.q, location: alert.location } : null,
    batchReps: reps.map((row) => row.batch),
    registrations: ownRegistrations.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      guest: row.guest,
    })),
    donations: ownDonations.map((row) => ({
      id: row.id,
      donorName: row.donorName,
      donorEmail: row.donorEmail,
    })),
  };
}

/**
 * Puts everything back in `tx`. What went meanwhile stays gone (a channel or an event deleted, a
 * registration's place given to the waiting list: cancellations are not undone).
 */
export async function restoreHeld(tx: Database, userId: string, held: HeldAccount) {
  await tx
    .update(users)
    .set({ ...held.user, deletedAt: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (held.postIds.length)
    await tx
      .update(posts)
      .set({ authorId: userId })
      .where(and(inArray(posts.id, held.postIds), isNull(posts.authorId)));
  if (held.photoIds.length)
    await tx
      .update(eventPhotos)
      .set({ userId })
      .where(and(inArray(eventPhotos.id, held.photoIds), isNull(eventPhotos.userId)));
  const liveChannels = await existing(tx, 'channels', [
    ...held.channels.map((row) => row.channelId),
    ...held.removedPosts.flatMap((p) => p.channelId ?? []),
  ]);
  const removedPosts = held.removedPosts.filter(
    (post) => post.channelId === null || liveChannels.has(post.channelId),
  );
  if (removedPosts.length)
    await tx
      .insert(posts)
      .values(
        removedPosts.map((post) => ({
          ...post,
          authorId: userId,
          createdAt: new Date(post.createdAt),
        })),
      )
      .onConflictDoNothing();
  const liveEvents = await existing(
    tx,
    'events',
    held.removedPhotos.map((photo) => photo.eventId),
  );
  const liveMedia = await existing(
    tx,
    'media',
    held.removedPhotos.map((photo) => photo.mediaId),
  );
  const removedPhotos = held.removedPhotos.filter(
    (photo) => liveEvents.has(photo.eventId) && liveMedia.has(photo.mediaId),
  );
  if (removedPhotos.length)
    await tx
      .insert(eventPhotos)
      .values(
        removedPhotos.map((photo) => ({
          ...photo,
          userId,
          hiddenAt: photo.hiddenAt ? new Date(photo.hiddenAt) : null,
          createdAt: new Date(photo.createdAt),
        })),
      )
      .onConflictDoNothing();
  const memberships = held.channels.filter((row) => liveChannels.has(row.channelId));
  if (memberships.length)
    await tx
      .insert(channelMembers)
      .values(memberships.map((row) => ({ ...row, userId, joinedAt: new Date(row.joinedAt) })))
      .onConflictDoNothing();
  if (held.mentorProfile)
    await tx
      .insert(mentorProfiles)
      .values({ ...held.mentorProfile, userId })
      .onConflictDoNothing();
  if (held.opportunityAlert)
    await tx
      .insert(opportunityAlerts)
      .values({ ...held.opportunityAlert, userId })
      .onConflictDoNothing();
  if (held.batchReps.length)
    await tx
      .insert(batchReps)
      .values(held.batchReps.map((batch) => ({ batch, userId })))
      .onConflictDoNothing();
  for (const { id, ...names } of held.registrations)
    await tx.update(registrations).set(names).where(eq(registrations.id, id));
  for (const { id, ...donor } of held.donations)
    await tx.update(donations).set(donor).where(eq(donations.id, id));
}

/** Which of `ids` still exist in `table`. */
async function existing(tx: Database, table: 'channels' | 'events' | 'media', ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const source = { channels, events, media }[table];
  const rows = await tx
    .select({ id: source.id })
    .from(source)
    .where(inArray(source.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}
