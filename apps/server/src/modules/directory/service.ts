import {
  alumniMessages,
  memberMessages,
  type BatchPage,
  type DirectoryCard,
  type DirectoryPage,
  type DirectoryQuery,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { badCursor } from '../../db/keyset-cursor';
import { isUuid } from '../../db/ids';
import { HttpError } from '../../plugins/errors';
import { sessionOf } from '../auth/authenticate';
import { readIndustry, readMembership, readOpenTo } from '../profile/alumni-fields';
import * as repo from './repository';
import type { CardRow, Caller } from './repository';
import { auditedRepsChange } from '../audit/entries';

// The directory's rules beside its SQL: who may look at all (verified members and site admins),
// and a card with every field the caller may not see left out, key and all (ADR 51).

/**
 * The caller, when they may read the directory: a visitor is refused by the route (401); a
 * member not yet verified gets 403 membership_pending and not one field; site admins always may.
 */
export function directoryCaller(request: FastifyRequest): Caller {
  const user = sessionOf(request).user;
  if (!user.isAdmin && readMembership(user.membershipStatus) !== 'verified')
    throw new HttpError(403, 'membership_pending', alumniMessages.membershipPending);
  return { id: user.id, isAdmin: user.isAdmin, batch: user.batch };
}

/** The card, with only the keys the caller may see. */
export function toCard(row: CardRow): DirectoryCard {
  const card: DirectoryCard = {
    _id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    batch: row.batch,
    course: row.course,
  };
  if (row.show_location) {
    card.city = row.city;
    card.country = row.country;
  }
  if (row.show_career) {
    card.jobTitle = row.job_title;
    card.businessName = row.business_name;
    card.industry = readIndustry(row.industry);
    card.skills = row.skills ?? [];
    card.openTo = readOpenTo(row.open_to ?? []);
  }
  if (row.show_email && row.email) card.email = row.email;
  // E.164: a card is read by members of any country, and dialled as it is.
  if (row.show_mobile && row.mobile) card.mobile = row.mobile;
  if (row.show_social && row.social_media)
    card.socialMedia = Object.fromEntries(
      Object.entries(row.social_media).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
      ),
    );
  return card;
}

// The cursor: the last card's sort key and the first page's total, opaque to clients and checked
// when read back. Carrying the total lets the next pages skip counting: endless scrolling shows
// the count the search began with, as a search engine's "about N results" does.
interface Cursor {
  nameSearch: string;
  id: string;
  total: number;
}

const encodeCursor = (row: CardRow, total: number) =>
  Buffer.from(JSON.stringify([row.name_search, row.id, total])).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      isUuid(value[1]) &&
      Number.isSafeInteger(value[2]) &&
      value[2] >= 0
    )
      return { nameSearch: value[0], id: value[1], total: value[2] };
  } catch {
    // not JSON: a cursor no page of ours gave out
  }
  throw badCursor();
}

export async function directoryPage(
  db: Database,
  caller: Caller,
  query: DirectoryQuery,
): Promise<DirectoryPage> {
  const { cursor, limit, ...filters } = query;
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await repo.listCards(db, caller, filters, { after, limit });
  const total = after ? after.total : (rows[0]?.total ?? 0);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toCard),
    nextCursor: rows.length > limit && last ? encodeCursor(last, total) : null,
    total,
  };
}

export async function directoryCard(db: Database, caller: Caller, id: string) {
  const row = isUuid(id) ? await repo.findCard(db, caller, id) : undefined;
  if (!row) throw new HttpError(404, 'not_found', memberMessages.notFound);
  return toCard(row);
}

export async function batchPage(db: Database, caller: Caller, batch: number): Promise<BatchPage> {
  const [summary, reps] = await Promise.all([
    repo.batchSummary(db, batch),
    repo.repCards(db, caller, batch),
  ]);
  return {
    batch,
    members: summary.members,
    newThisMonth: summary.new_this_month,
    reps: reps.map(toCard),
  };
}

/** Replaces the batch's reps; an id that is no account refuses the whole change. */
export async function setReps(db: Database, batch: number, userIds: string[], actorId: string) {
  const ids = [...new Set(userIds)];
  if ((await repo.unknownUsers(db, ids)).length > 0)
    throw new HttpError(400, 'validation', memberMessages.notFound, {
      userIds: memberMessages.notFound,
    });
  await auditedRepsChange(db, actorId, batch, (tx) => repo.replaceReps(tx, batch, ids));
}
