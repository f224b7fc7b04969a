import { sql, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { managedChannelIds, type Viewer } from '../channels/access';

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

export const forbidden = (message = 'You can’t manage this event.') =>
  new HttpError(403, 'forbidden', message);

export const eventNotFound = () => new HttpError(404, 'not_found', 'Event not found.');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot be ours is simply not found (never a database error). */
export const isUuid = (value: string) => uuidPattern.test(value);
