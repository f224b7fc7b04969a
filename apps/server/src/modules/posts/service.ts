import { postMessages, withoutBidiControls, type Language, type Post } from '@portal/contract';
import { textIn } from '../../i18n/server-text';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as throttle from '../auth/throttle';
import { wallMessages } from './messages';
import { channelRoleOf, isManagingRole, type Viewer } from '../channels/access';
import { requireChannel } from '../channels/service';
import { isUuid } from '../events/access';
import * as repo from './repository';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';

const notFound = () => new HttpError(404, 'not_found', postMessages.notFound);

/** Whether the viewer moderates this wall: site admins everywhere, a channel's admins on its wall. */
async function moderates(db: Database, viewer: Viewer, channelId: string | null) {
  if (viewer.isAdmin) return true;
  if (!channelId) return false;
  return isManagingRole(await channelRoleOf(db, viewer, channelId));
}

/** `language`: the reader's, for the name of an author whose account is gone. */
function toPost(row: repo.WallRow, viewer: Viewer, moderator: boolean, language: Language): Post {
  return {
    _id: row.id,
    user: row.authorName ?? textIn(language, postMessages.formerMember),
    userImageUrl: row.authorImageUrl ?? null,
    authorId: row.authorId,
    channelId: row.channelId,
    // Rows stored before bidi controls were removed on the way in (issue 21 §6).
    content: withoutBidiControls(row.content),
    time: row.createdAt.toISOString(),
    canDelete: moderator || (viewer.userId !== null && row.authorId === viewer.userId),
  };
}

/** The wall's channel id (checked to exist), or null for the main community wall. */
async function wallChannel(db: Database, channel: string | null | undefined) {
  if (!channel) return null;
  return (await requireChannel(db, channel)).id;
}

export async function listWall(
  db: Database,
  viewer: Viewer,
  options: { channel?: string | undefined; limit: number; cursor?: string | undefined },
  language: Language,
) {
  const channelId = await wallChannel(db, options.channel);
  const rows = await repo.listWall(
    db,
    channelId,
    options.limit + 1,
    options.cursor ? decodeCursor(options.cursor) : undefined,
  );
  const page = rows.slice(0, options.limit);
  const moderator = await moderates(db, viewer, channelId);
  const last = page.at(-1);
  return {
    posts: page.map((row) => toPost(row, viewer, moderator, language)),
    nextCursor: rows.length > options.limit && last ? encodeCursor(last) : undefined,
  };
}

/** Members post on their channels' walls; any signed-in member on the main wall. */
export async function createPost(
  db: Database,
  /** More than anyone writes by hand; a script flooding walls stops here (ADR 28). */
  limit: { limiter: throttle.Limiter; postsPerMember: throttle.Limit },
  viewer: Viewer & { userId: string },
  input: { content: string; channel?: string | null | undefined },
  language: Language,
) {
  const channelId = await wallChannel(db, input.channel);
  if (channelId && !viewer.isAdmin && !(await channelRoleOf(db, viewer, channelId)))
    throw new HttpError(403, 'forbidden', postMessages.notMember);
  await throttle.consume(limit.limiter, `post:${viewer.userId}`, limit.postsPerMember);
  const row = await repo.insertPost(db, {
    channelId,
    authorId: viewer.userId,
    content: withoutBidiControls(input.content.trim()),
  });
  return toPost(row!, viewer, await moderates(db, viewer, channelId), language);
}

export async function deletePost(db: Database, viewer: Viewer, id: string) {
  const row = isUuid(id) ? await repo.findPost(db, id) : undefined;
  if (!row) throw notFound();
  const isAuthor = viewer.userId !== null && row.authorId === viewer.userId;
  if (!isAuthor && !(await moderates(db, viewer, row.channelId)))
    throw new HttpError(403, 'forbidden', wallMessages.removeForbidden);
  await repo.deletePost(db, id);
  return { message: postMessages.deleted };
}

const encodeCursor = (row: repo.WallRow) => encodeTimeCursor(row.createdAt, row.id);

function decodeCursor(cursor: string): repo.WallCursor {
  const { at, id } = decodeTimeCursor(cursor);
  return { createdAt: at, id };
}
