import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelMembers, events } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';
import { HttpError } from '../../plugins/errors';

/** Channel roles that may manage the channel's events (DESIGN §4). */
const managingRoles = ['owner', 'admin'] as const;

/** Who is asking: enough to decide what they may see and change. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

export const visitor: Viewer = { userId: null, isAdmin: false };

export function viewerOf(user: UserRow | undefined | null): Viewer {
  return user ? { userId: user.id, isAdmin: user.isAdmin } : visitor;
}

/** Channels whose events the viewer manages; a site admin manages every event, so it is unused then. */
export function managedChannelIds(viewer: Viewer): SQL {
  return sql`(select ${channelMembers.channelId} from ${channelMembers}
    where ${channelMembers.userId} = ${viewer.userId}
      and ${inArray(channelMembers.role, [...managingRoles])})`;
}

/** SQL: true for the rows of `events` the viewer manages. */
export function managesEvent(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  if (!viewer.userId) return sql`false`;
  return sql`${events.channelId} in ${managedChannelIds(viewer)}`;
}

/** SQL: the rows of `events` the viewer may read. Visitors never see drafts. */
export function seesEvent(viewer: Viewer): SQL {
  return sql`(${events.status} <> 'draft' or ${managesEvent(viewer)})`;
}

export async function managesChannel(db: Database, viewer: Viewer, channelId: string) {
  if (viewer.isAdmin) return true;
  if (!viewer.userId) return false;
  const [row] = await db
    .select({ role: channelMembers.role })
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.channelId, channelId),
        eq(channelMembers.userId, viewer.userId),
        inArray(channelMembers.role, [...managingRoles]),
      ),
    );
  return Boolean(row);
}

export const forbidden = (message = 'You can’t manage this event.') =>
  new HttpError(403, 'forbidden', message);

export const eventNotFound = () => new HttpError(404, 'not_found', 'Event not found.');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot be ours is simply not found (never a database error). */
export const isUuid = (value: string) => uuidPattern.test(value);
