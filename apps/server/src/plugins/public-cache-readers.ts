import type { FastifyRequest } from 'fastify';

// Who may be handed a shared copy of a public answer, and whose answer may become one (ADR 31).

/**
 * A list with items of the reader's own (a wall's posts they may delete): a member is handed the
 * shared copy unless it holds one of theirs, and a member's answer is shared only if it has none.
 */
export interface MembersOwnItems {
  /** Text found in an answer exactly when it holds an item of this member's. */
  ownMarker: (userId: string) => string;
  /** Text found in a member's answer exactly when it differs from a visitor's. */
  personalMarker: string;
}

/**
 * For a channel's owner or admin (not a site admin): they are handed the shared copy when `fits`
 * finds nothing in it, and nothing missing from it, that is theirs (their channels' items, their
 * drafts), and their own answer becomes the copy only when it holds none of `personalMarkers`.
 */
export interface ManagersRule {
  fits: (
    request: FastifyRequest,
    copy: SharedCopy,
    channelIds: readonly string[],
  ) => Promise<boolean>;
  /** Texts found in an answer exactly when it differs from a visitor's (JSON escapes quotes). */
  personalMarkers: readonly string[];
}

/** What a rule may read of a shared copy. */
export interface SharedCopy {
  body: string | Buffer;
  headers: Record<string, string>;
}

/** Past this many channels a manager computes their own answers: checking the copy costs more. */
const MAX_CHANNELS_CHECKED = 20;

export const isRead = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD';

/** The route's rule and the channels of a manager whom it may hand the shared copy. */
function managerOf(request: FastifyRequest) {
  const setting = request.routeOptions.config.publicCache;
  const rule = typeof setting === 'object' ? setting.sharedWithManagers : undefined;
  const session = request.session;
  if (!rule || !session || session.user.isAdmin) return undefined;
  const channelIds = session.managedChannelIds;
  if (channelIds.length === 0 || channelIds.length > MAX_CHANNELS_CHECKED) return undefined;
  return { rule, channelIds };
}

/** Whether the answer is the visitors' one, to be served from and stored as the shared copy. */
export function shareable(request: FastifyRequest) {
  const setting = request.routeOptions.config.publicCache;
  if (!isRead(request) || !setting) return false;
  if (!request.headers.authorization) return true;
  if (typeof setting !== 'object' || !setting.sharedWithMembers) return false;
  // Set by authentication: no session, or one whose reads of public lists are a visitor's.
  return request.readsAsVisitor || managerOf(request) !== undefined;
}

/** The route's own-items rule, for a signed-in reader. */
function ownItemsOf(request: FastifyRequest) {
  const setting = request.routeOptions.config.publicCache;
  const members = typeof setting === 'object' ? setting.sharedWithMembers : undefined;
  const userId = request.session?.user.id;
  return typeof members === 'object' && userId ? { ...members, userId } : undefined;
}

/** Whether this member must compute their own answer rather than take `entry`. */
export async function holdsOwn(request: FastifyRequest, entry: SharedCopy) {
  const manager = managerOf(request);
  if (manager && !(await manager.rule.fits(request, entry, manager.channelIds))) return true;
  const own = ownItemsOf(request);
  return own !== undefined && entry.body.includes(own.ownMarker(own.userId));
}

/** Whether this answer is a signed-in reader's own, never to become the shared copy. */
export function isPersonal(request: FastifyRequest, payload: string | Buffer) {
  const own = ownItemsOf(request);
  if (own !== undefined && payload.includes(own.personalMarker)) return true;
  const markers = managerOf(request)?.rule.personalMarkers ?? [];
  return markers.some((marker) => payload.includes(marker));
}
