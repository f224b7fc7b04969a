import { buffer } from 'node:stream/consumers';
import type { Writable } from 'node:stream';
import type { Language } from '@portal/contract';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  channelInvites,
  channelMembers,
  channels,
  donations,
  eventPhotos,
  events,
  feedPosts,
  media,
  mentoringFeedback,
  mentoringRequests,
  mentorProfiles,
  opportunities,
  opportunityAlerts,
  posts,
  registrations,
} from '../../db/schema/index';
import { textIn, withValues } from '../../i18n/server-text';
import type { UserRow } from '../auth/repository';
import { toDonation } from '../donations/service';
import type { MediaStorage } from '../media/storage';
import { toProfile } from '../profile/repository';
import { getDefaultCountry } from '../site/repository';
import { exportReadmeMessages as readme } from './messages';
import { ZipWriter } from './zip-writer';

// The member's own archive (issue 39, ADR 57). Every query below is keyed on the member's own id
// (or, for donations, the address they gave as theirs, as "My donations" shows them): nothing
// that another member wrote is read, except the guests the member registered themselves.

export interface ExportContext {
  db: Database;
  storage: MediaStorage;
  siteName: string;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function profileOf(db: Database, user: UserRow) {
  return {
    ...toProfile(user, await getDefaultCountry(db)),
    language: user.language,
    membershipStatus: user.membershipStatus,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
  };
}

async function registrationsOf(db: Database, userId: string) {
  const rows = await db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.userId, userId))
    .orderBy(asc(registrations.createdAt));
  return rows.map(({ registration: r, event }) => ({
    _id: r.id,
    event: { _id: event.id, title: event.title, startsAt: event.startsAt.toISOString() },
    title: r.title,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    guest: r.guest,
    wantsUpdates: r.wantsUpdates,
    status: r.status,
    seats: r.seats,
    answers: r.answers,
    priceAmount: r.priceAmount,
    amountPaid: r.amountPaid,
    currency: r.currency,
    language: r.language,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
  }));
}

async function donationsOf(db: Database, user: UserRow) {
  const rows = await db
    .select()
    .from(donations)
    .where(or(eq(donations.userId, user.id), eq(donations.donorEmail, user.email)))
    .orderBy(asc(donations.createdAt));
  return rows.map(toDonation);
}

async function postsOf(db: Database, userId: string) {
  const wall = await db
    .select({
      _id: posts.id,
      channelId: posts.channelId,
      content: posts.content,
      at: posts.createdAt,
    })
    .from(posts)
    .where(eq(posts.authorId, userId))
    .orderBy(asc(posts.createdAt));
  const feed = await db
    .select()
    .from(feedPosts)
    .where(eq(feedPosts.createdBy, userId))
    .orderBy(asc(feedPosts.createdAt));
  return {
    wallPosts: wall.map(({ at, ...post }) => ({ ...post, createdAt: at.toISOString() })),
    feedPosts: feed.map((post) => ({
      _id: post.id,
      channelId: post.channelId,
      title: post.title,
      content: post.content,
      translations: post.translations,
      imageUrl: post.imageUrl,
      link: post.link,
      isActive: post.isActive,
      createdAt: post.createdAt.toISOString(),
    })),
  };
}

async function channelsOf(db: Database, userId: string) {
  const memberships = await db
    .select({
      channelId: channels.id,
      name: channels.name,
      role: channelMembers.role,
      at: channelMembers.joinedAt,
    })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .where(eq(channelMembers.userId, userId))
    .orderBy(asc(channelMembers.joinedAt));
  const invites = await db
    .select({
      channelId: channels.id,
      name: channels.name,
      kind: channelInvites.kind,
      at: channelInvites.createdAt,
    })
    .from(channelInvites)
    .innerJoin(channels, eq(channels.id, channelInvites.channelId))
    .where(eq(channelInvites.userId, userId));
  const created = await db
    .select({
      channelId: channels.id,
      name: channels.name,
      description: channels.description,
      at: channels.createdAt,
    })
    .from(channels)
    .where(eq(channels.createdBy, userId));
  const iso = <T extends { at: Date }>({ at, ...rest }: T) => ({ ...rest, at: at.toISOString() });
  return {
    memberships: memberships.map(iso),
    invitationsAndRequests: invites.map(iso),
    created: created.map(iso),
  };
}

async function mentoringOf(db: Database, userId: string) {
  const [offer] = await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
  const requests = await db
    .select()
    .from(mentoringRequests)
    .where(or(eq(mentoringRequests.mentorId, userId), eq(mentoringRequests.menteeId, userId)))
    .orderBy(asc(mentoringRequests.createdAt));
  const ids = requests.map((request) => request.id);
  const feedback = ids.length
    ? await db.select().from(mentoringFeedback).where(inArray(mentoringFeedback.requestId, ids))
    : [];
  return {
    offer: offer
      ? {
          offering: offer.offering,
          topics: offer.topics,
          about: offer.about,
          capacity: offer.capacity,
          paused: offer.paused,
        }
      : null,
    requests: requests.map((request) => {
      const side = request.menteeId === userId ? 'mentee' : 'mentor';
      const mine = feedback.find((f) => f.requestId === request.id && f.side === side);
      return {
        _id: request.id,
        side,
        topic: request.topic,
        // The request's words are the mentee's: a mentor's archive does not carry them.
        message: side === 'mentee' ? request.message : null,
        status: request.status,
        createdAt: request.createdAt.toISOString(),
        answeredAt: request.answeredAt?.toISOString() ?? null,
        endedAt: request.endedAt?.toISOString() ?? null,
        myFeedback: mine ? { rating: mine.rating, comment: mine.comment } : null,
      };
    }),
  };
}

async function opportunitiesOf(db: Database, userId: string) {
  const posted = await db
    .select()
    .from(opportunities)
    .where(eq(opportunities.postedBy, userId))
    .orderBy(asc(opportunities.createdAt));
  const [alert] = await db
    .select()
    .from(opportunityAlerts)
    .where(eq(opportunityAlerts.userId, userId));
  return {
    posted: posted.map((post) => ({
      _id: post.id,
      kind: post.kind,
      title: post.title,
      company: post.company,
      location: post.location,
      remote: post.remote,
      description: post.description,
      applyUrl: post.applyUrl,
      applyEmail: post.applyEmail,
      status: post.status,
      expiresAt: post.expiresAt.toISOString(),
      createdAt: post.createdAt.toISOString(),
    })),
    alert: alert ? { kinds: alert.kinds, q: alert.q, location: alert.location } : null,
  };
}

/** The member's uploads, each as its largest kept variant (the pipeline keeps no original). */
async function photosOf(db: Database, userId: string) {
  const rows = await db
    .select({ id: media.id, variants: media.variants, at: media.createdAt })
    .from(media)
    .where(eq(media.ownerId, userId))
    .orderBy(asc(media.createdAt));
  const captions = await db
    .select({ mediaId: eventPhotos.mediaId, caption: eventPhotos.caption })
    .from(eventPhotos)
    .where(eq(eventPhotos.userId, userId));
  return rows.flatMap((row) => {
    const largest = row.variants.at(-1);
    return largest
      ? [
          {
            id: row.id,
            name: largest.name,
            caption: captions.find((c) => c.mediaId === row.id)?.caption ?? null,
          },
        ]
      : [];
  });
}

/** The archive's file name: the site and the day, e.g. `community-portal-data-2026-11-29.zip`. */
export function archiveName(siteName: string, at: Date) {
  const slug = siteName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug || 'portal'}-data-${at.toISOString().slice(0, 10)}.zip`;
}

/**
 * Writes the member's archive onto `out`, entry by entry. Reads happen as it goes; a store that
 * fails mid-way ends the stream with an error (the download is then incomplete, never silent).
 */
export async function writeMemberExport(
  ctx: ExportContext,
  user: UserRow,
  language: Language,
  out: Writable,
  at = new Date(),
) {
  const zip = new ZipWriter(out, at);
  const { db } = ctx;
  const lines = [
    textIn(
      language,
      withValues(readme.intro, {
        site: ctx.siteName,
        name: user.name,
        date: at.toISOString().slice(0, 10),
      }),
    ),
    '',
    ...[
      readme.profile,
      readme.registrations,
      readme.donations,
      readme.posts,
      readme.channels,
      readme.mentoring,
      readme.opportunities,
      readme.photos,
    ].map((message) => `- ${textIn(language, message)}`),
    '',
    textIn(language, readme.others),
  ];
  await zip.add('README.txt', `${lines.join('\r\n')}\r\n`);
  await zip.add('profile.json', json(await profileOf(db, user)));
  await zip.add('registrations.json', json(await registrationsOf(db, user.id)));
  await zip.add('donations.json', json(await donationsOf(db, user)));
  await zip.add('posts.json', json(await postsOf(db, user.id)));
  await zip.add('channels.json', json(await channelsOf(db, user.id)));
  await zip.add('mentoring.json', json(await mentoringOf(db, user.id)));
  await zip.add('opportunities.json', json(await opportunitiesOf(db, user.id)));
  const photos = await photosOf(db, user.id);
  await zip.add('photos/index.json', json(photos));
  for (const photo of photos) {
    const stored = await ctx.storage.get(photo.name);
    if (stored) await zip.add(`photos/${photo.name}`, await buffer(stored.body), false);
  }
  await zip.finish();
}
