import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ManagersRule, SharedCopy } from '../../plugins/public-cache';
import { decodeTimeCursor } from '../../db/keyset-cursor';
import { NEXT_CURSOR_HEADER } from '@portal/contract';
import { DraftIndex, type DraftSpan } from './draft-index';

/**
 * When a channel's owner or admin may read the visitors' copy of an events read (issue #22): what
 * differs for them is `canManage` on their channels' events and their drafts. So the copy is theirs
 * too when it names none of their channels and none of their drafts would be on it. A visitor's
 * answer never says `"canManage":true` or `"status":"draft"`; a manager's answer that does is
 * theirs alone.
 */
const personalMarkers = ['"canManage":true', '"status":"draft"'];

/** The channels a copy names, found once per copy (a scan of 100 KB per manager was the cost). */
const namedChannels = new WeakMap<SharedCopy, Set<string>>();

function namesAChannel(copy: SharedCopy, channelIds: readonly string[]) {
  let named = namedChannels.get(copy);
  if (!named) {
    // JSON escapes quotes inside strings: only a real channelId field reads like this.
    const found = String(copy.body).matchAll(/"channelId":"((?:[^"\\]|\\.)*)"/g);
    named = new Set([...found].map((match) => JSON.parse(`"${match[1]}"`) as string));
    namedChannels.set(copy, named);
  }
  return channelIds.some((id) => named.has(id));
}

/** For reads that say nothing a manager may do (the search's suggestions): always the visitors'. */
export const sameForEveryone: ManagersRule = { personalMarkers: [], fits: async () => true };

/** For reads that never hold drafts (upcoming, one event): only the channel check. */
export const publishedEventsRule: ManagersRule = {
  personalMarkers,
  fits: async (_request, copy, channelIds) => !namesAChannel(copy, channelIds),
};

interface ListQuery {
  from?: string;
  to?: string;
  cursor?: string;
  order: 'asc' | 'desc';
  q?: string;
}

/** (time, id) order, as the list's keyset: negative when a comes first. */
const compareKeys = (a: { at: number; id: string }, b: { at: number; id: string }) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Whether the draft could be on this page of `/api/events`: inside the window and the cursor, and
 * not past the page's last event when the page is full. Unsure (words searched, a cursor that does
 * not read) counts as yes: the manager then computes their own answer, which is always right.
 */
export function couldBeOnPage(draft: DraftSpan, query: ListQuery, nextCursor?: string) {
  if (query.q) return true;
  if (query.from && draft.endsAt < Date.parse(query.from)) return false;
  if (query.to && draft.startsAt >= Date.parse(query.to)) return false;
  const key = { at: draft.startsAt, id: draft.id };
  const sign = query.order === 'asc' ? 1 : -1;
  try {
    if (query.cursor) {
      const after = decodeTimeCursor(query.cursor);
      if (sign * compareKeys(key, { at: after.at.getTime(), id: after.id }) <= 0) return false;
    }
    if (nextCursor) {
      const last = decodeTimeCursor(nextCursor);
      if (sign * compareKeys(key, { at: last.at.getTime(), id: last.id }) > 0) return false;
    }
  } catch {
    return true;
  }
  return true;
}

/** For `/api/events` (the list and a calendar month), which holds the reader's drafts. */
export function eventListRule(app: FastifyInstance): ManagersRule {
  const drafts = new DraftIndex(app.db, app.publicCacheGeneration);
  return {
    personalMarkers,
    async fits(request: FastifyRequest, copy, channelIds) {
      if (namesAChannel(copy, channelIds)) return false;
      const theirs = await drafts.of(channelIds);
      if (theirs.length === 0) return true;
      const query = request.query as ListQuery;
      const nextCursor = copy.headers[NEXT_CURSOR_HEADER.toLowerCase()];
      return !theirs.some((draft) => couldBeOnPage(draft, query, nextCursor));
    },
  };
}
