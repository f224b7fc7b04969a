import { fillText } from '@portal/contract/i18n/fill-text';
import {
  mentoringMessages,
  PAUSED_REASON,
  REQUEST_EXPIRY_DAYS,
  type MentorCard,
  type MentoringMove,
  type MentoringRequest,
  type MentoringRequestCreate,
  type MentoringRequestsPage,
  type MentoringRequestsQuery,
  type MentoringStatus,
  type MentorSettings,
  type MentorsPage,
  type MentorsQuery,
} from '@portal/contract';
import { industries, type Industry, type mentorSettingsUpdateSchema } from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { badCursor, decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';
import { HttpError } from '../../plugins/errors';
import type { Caller } from '../directory/repository';
import { sendMentoringMail, type MailKind, type MentoringMail } from './mail';
import * as repo from './repository';
import type { MentorRow, RequestRow } from './repository';

// Mentoring's rules beside its SQL (ADR 53): who may make each move, from which state, and the
// mentor's capacity, decided under a lock on the mentor's row. Every move emails the other side
// in the move's own transaction.

export interface Mentoring extends MentoringMail {
  db: Database;
  /** The time, from the app's clock (tests set it). */
  now: () => Date;
}

const DAY_MS = 86_400_000;

function settingsOf(row: repo.SettingsRow | undefined, answeredPaused = 0): MentorSettings {
  return {
    offering: row?.offering ?? false,
    topics: row?.topics ?? [],
    about: row?.about ?? '',
    capacity: row?.capacity ?? 3,
    paused: row?.paused ?? false,
    activeMentees: row?.active ?? 0,
    mentoredCount: row?.mentored ?? 0,
    answeredPaused,
  };
}

export async function mySettings(ctx: Mentoring, userId: string) {
  return settingsOf(await repo.findSettings(ctx.db, userId));
}

/**
 * Saves one's mentoring offer. Pausing (or no longer offering) declines nothing silently: the
 * waiting requests are answered "paused" and each mentee is told, in the same transaction.
 */
export async function saveSettings(
  ctx: Mentoring,
  userId: string,
  settings: z.output<typeof mentorSettingsUpdateSchema>,
) {
  const now = ctx.now();
  const answered = await ctx.db.transaction(async (tx) => {
    await repo.lockMentor(tx, userId);
    await repo.saveSettings(tx, userId, settings, now);
    if (settings.offering && !settings.paused) return 0;
    const declined = await repo.declineWaiting(tx, userId, PAUSED_REASON, now);
    for (const request of declined) await sendMentoringMail(tx, ctx, 'paused', request);
    return declined.length;
  });
  return settingsOf(await repo.findSettings(ctx.db, userId), answered);
}

const industryOf = (value: string | null): Industry | null =>
  industries.find((industry) => industry === value) ?? null;

function toMentorCard(row: MentorRow): MentorCard {
  return {
    _id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    batch: row.batch,
    jobTitle: row.job_title,
    industry: industryOf(row.industry),
    topics: row.topics,
    about: row.about,
    activeMentees: row.active,
    capacity: row.capacity,
    paused: row.paused,
    available: row.rank === 0,
    mentoredCount: row.mentored,
  };
}

const encodeMentorCursor = (row: MentorRow) =>
  Buffer.from(JSON.stringify([row.rank, row.name_search, row.id])).toString('base64url');

function decodeMentorCursor(cursor: string): repo.MentorKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      (value[0] === 0 || value[0] === 1) &&
      typeof value[1] === 'string' &&
      typeof value[2] === 'string' &&
      isUuid(value[2])
    )
      return { rank: value[0], nameSearch: value[1], id: value[2] };
  } catch {
    // not JSON: no page of ours gave it out
  }
  throw badCursor();
}

export async function mentorsPage(
  ctx: Mentoring,
  caller: Caller,
  query: MentorsQuery,
): Promise<MentorsPage> {
  const { cursor, limit, ...filters } = query;
  const after = cursor ? decodeMentorCursor(cursor) : undefined;
  const rows = await repo.listMentors(ctx.db, caller, filters, { after, limit });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toMentorCard),
    nextCursor: rows.length > limit && last ? encodeMentorCursor(last) : null,
  };
}

/** Why a mentor cannot take a request now (a 409 that says so), or nothing. */
function refusal(mentor: repo.MentorLock | undefined) {
  if (!mentor || !mentor.offering || !mentor.verified)
    return new HttpError(409, 'not_offering', mentoringMessages.notOffering);
  if (mentor.paused) return new HttpError(409, 'mentor_paused', mentoringMessages.mentorPaused);
  if (mentor.active >= mentor.capacity)
    return new HttpError(
      409,
      'mentor_full',
      fillText(mentoringMessages.mentorFull, { capacity: mentor.capacity }),
    );
  return undefined;
}

export async function createRequest(
  ctx: Mentoring,
  menteeId: string,
  body: MentoringRequestCreate,
) {
  if (body.mentorId === menteeId)
    throw new HttpError(400, 'validation', mentoringMessages.askingOneself, {
      mentorId: mentoringMessages.askingOneself,
    });
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + REQUEST_EXPIRY_DAYS * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    const mentor = await repo.lockMentor(tx, body.mentorId);
    const refused = refusal(mentor);
    if (refused) throw refused;
    // Under the mentor's lock: no other request to this mentor is being made meanwhile.
    if (await repo.hasOpenRequest(tx, body.mentorId, menteeId))
      throw new HttpError(409, 'already_open', mentoringMessages.alreadyOpen);
    const id = await repo.insertRequest(tx, {
      mentorId: body.mentorId,
      menteeId,
      topic: body.topic,
      message: body.message,
      createdAt: now,
      expiresAt,
    });
    const created = await repo.findRequest(tx, id);
    if (created) await sendMentoringMail(tx, ctx, 'requested', created);
    return { _id: id, status: 'requested' as const, expiresAt: expiresAt.toISOString() };
  });
}

/** Each move: who may make it, from which state, to which state, and whom it emails. */
const moves: Record<
  MentoringMove,
  { by: 'mentor' | 'mentee' | 'either'; from: MentoringStatus; to: MentoringStatus; mail: MailKind }
> = {
  accept: { by: 'mentor', from: 'requested', to: 'accepted', mail: 'accepted' },
  decline: { by: 'mentor', from: 'requested', to: 'declined', mail: 'declined' },
  withdraw: { by: 'mentee', from: 'requested', to: 'withdrawn', mail: 'withdrawn' },
  complete: { by: 'either', from: 'accepted', to: 'completed', mail: 'completed' },
  cancel: { by: 'either', from: 'accepted', to: 'cancelled', mail: 'cancelled' },
};

const wrongState = (status: MentoringStatus) =>
  new HttpError(
    409,
    'wrong_state',
    status === 'requested'
      ? mentoringMessages.stillWaiting
      : status === 'accepted'
        ? mentoringMessages.underWay
        : mentoringMessages.alreadyEnded,
  );

/** The request and the caller's side of it; 404 when there is none, 403 when it is not theirs. */
async function requestFor(ctx: Mentoring, userId: string, id: string) {
  const request = isUuid(id) ? await repo.findRequest(ctx.db, id) : undefined;
  if (!request) throw new HttpError(404, 'not_found', mentoringMessages.noSuchRequest);
  const role =
    request.mentor_id === userId ? 'mentor' : request.mentee_id === userId ? 'mentee' : undefined;
  if (!role) throw new HttpError(403, 'forbidden', mentoringMessages.notYours);
  return { request, role } as const;
}

export async function moveRequest(
  ctx: Mentoring,
  userId: string,
  id: string,
  move: MentoringMove,
  reason?: string,
) {
  const rule = moves[move];
  const { request, role } = await requestFor(ctx, userId, id);
  if (rule.by !== 'either' && rule.by !== role)
    throw new HttpError(
      403,
      'forbidden',
      rule.by === 'mentor' ? mentoringMessages.onlyMentor : mentoringMessages.onlyMentee,
    );
  if (request.status !== rule.from) throw wrongState(request.status);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (move === 'accept') {
      // The mentor's row first, as creating and pausing take it: the place is counted under it.
      const refused = refusal(await repo.lockMentor(tx, request.mentor_id));
      if (refused) throw refused;
    }
    const moved = await repo.moveRequest(tx, id, rule.from, rule.to, now, reason ?? null);
    if (!moved) {
      const current = await repo.findRequest(tx, id);
      throw wrongState(current?.status ?? request.status);
    }
    await sendMentoringMail(tx, ctx, rule.mail, moved, { actorId: userId, now });
  });
  return requestView(ctx, userId, id);
}

export async function giveFeedback(
  ctx: Mentoring,
  userId: string,
  id: string,
  feedback: { rating: number; comment?: string | undefined },
) {
  const { request, role } = await requestFor(ctx, userId, id);
  if (request.status !== 'completed')
    throw new HttpError(409, 'not_completed', mentoringMessages.notCompleted);
  const stored = await repo.insertFeedback(ctx.db, {
    requestId: id,
    side: role,
    rating: feedback.rating,
    comment: feedback.comment || null,
  });
  if (!stored) throw new HttpError(409, 'feedback_given', mentoringMessages.feedbackGiven);
}

const iso = (at: Date | string) => new Date(at).toISOString();

function toRequest(
  row: RequestRow & { feedback_given: boolean },
  userId: string,
  byId: Map<string, repo.Person>,
): MentoringRequest {
  const role = row.mentor_id === userId ? 'mentor' : 'mentee';
  // A pair needs a way to talk: the other side's email, once accepted.
  const shareEmail = row.status === 'accepted' || row.status === 'completed';
  const person = (id: string) => {
    const found = byId.get(id);
    return {
      _id: id,
      name: found?.name ?? '',
      imageUrl: found?.image_url ?? null,
      batch: found?.batch ?? null,
      ...(shareEmail && id !== userId && found ? { email: found.email } : {}),
    };
  };
  return {
    _id: row.id,
    status: row.status,
    role,
    topic: row.topic,
    message: row.message,
    mentor: person(row.mentor_id),
    mentee: person(row.mentee_id),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    endedAt: row.ended_at === null ? null : iso(row.ended_at),
    reason: row.reason,
    feedbackGiven: row.feedback_given,
  };
}

export async function requestsPage(
  ctx: Mentoring,
  userId: string,
  query: MentoringRequestsQuery,
): Promise<MentoringRequestsPage> {
  const { cursor, limit, ...filters } = query;
  const after = cursor ? decodeTimeCursor(cursor) : undefined;
  const rows = await repo.listRequests(ctx.db, userId, filters, { after, limit });
  const page = rows.slice(0, limit);
  const byId = await repo.people(
    ctx.db,
    page.flatMap((row) => [row.mentor_id, row.mentee_id]),
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toRequest(row, userId, byId)),
    nextCursor:
      rows.length > limit && last ? encodeTimeCursor(new Date(last.created_at), last.id) : null,
  };
}

async function requestView(ctx: Mentoring, userId: string, id: string) {
  const [row] = await repo.listRequests(ctx.db, userId, {}, { limit: 1, id });
  if (!row) throw new HttpError(404, 'not_found', mentoringMessages.noSuchRequest);
  const byId = await repo.people(ctx.db, [row.mentor_id, row.mentee_id]);
  return toRequest(row, userId, byId);
}
