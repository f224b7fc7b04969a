import { eventMessages } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/index';
import type { ServerText } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { managedChannelIds, type Viewer } from '../channels/access';
import { eventServerMessages } from './messages';

/** SQL: true for the rows of `events` the viewer manages. */
export function managesEvent(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  if (!viewer.userId) return sql`false`;
  // `null in (…)` is unknown, not false: an event in no channel must read as not managed.
  return sql`coalesce(${events.channelId} in ${managedChannelIds(viewer)}, false)`;
}

/** SQL: the rows of `events` the viewer may read. Visitors never see drafts. */
export function seesEvent(viewer: Viewer): SQL {
  return sql`(${events.status} <> 'draft' or ${managesEvent(viewer)})`;
}

export const forbidden = (message: ServerText = eventServerMessages.forbidden) =>
  new HttpError(403, 'forbidden', message);

export const eventNotFound = () => new HttpError(404, 'not_found', eventMessages.notFound);

export { isUuid } from '../../db/ids';
