import { channelIdPattern } from '@portal/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelMembers, type ChannelRole } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';

/** Channel roles that manage the channel: its page, members, invites, wall, events, feed posts. */
export const managingRoles = ['owner', 'admin'] as const;

/** Who is asking: enough to decide what they may see and change. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

export const visitor: Viewer = { userId: null, isAdmin: false };

export function viewerOf(user: UserRow | undefined | null): Viewer {
  return user ? { userId: user.id, isAdmin: user.isAdmin } : visitor;
}

/** A string that cannot be a channel id is simply not found (never a database error). */
export const isChannelId = (value: string) => channelIdPattern.test(value);

/** SQL: the ids of the channels the viewer manages (a site admin manages all; callers check). */
export function managedChannelIds(viewer: Viewer): SQL {
  return sql`(select ${channelMembers.channelId} from ${channelMembers}
    where ${channelMembers.userId} = ${viewer.userId}
      and ${inArray(channelMembers.role, [...managingRoles])})`;
}

/** The viewer's role in the channel, or null when they are not a member. */
export async function channelRoleOf(
  db: Database,
  viewer: Viewer,
  channelId: string,
): Promise<ChannelRole | null> {
  if (!viewer.userId) return null;
  const [row] = await db
    .select({ role: channelMembers.role })
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, viewer.userId)));
  return row?.role ?? null;
}

export const isManagingRole = (role: ChannelRole | null) => role === 'owner' || role === 'admin';

export async function managesChannel(db: Database, viewer: Viewer, channelId: string) {
  if (viewer.isAdmin) return true;
  return isManagingRole(await channelRoleOf(db, viewer, channelId));
}
