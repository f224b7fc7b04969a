import {
  feedPostMessages,
  withoutBidiControls,
  withoutBidiControlsDeep,
  type FeedPost,
  type FeedPostInput,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { isChannelId, managesChannel, type Viewer } from '../channels/access';
import { isUuid } from '../events/access';
import * as repo from './repository';
import { toPhotoVariants } from '../media/repository';

const notFound = () => new HttpError(404, 'not_found', feedPostMessages.notFound);
const forbidden = () => new HttpError(403, 'forbidden', feedPostMessages.forbidden);
const blank = (value: string | undefined) => (value ? value : null);

export function toFeedPost(row: repo.FeedPostRead): FeedPost {
  const { post } = row;
  return {
    _id: post.id,
    // Rows stored before bidi controls were removed on the way in (issue 21 §6).
    title: withoutBidiControls(post.title),
    content: withoutBidiControls(post.content),
    imageUrl: post.imageUrl,
    imagePhoto: row.imagePhoto ? toPhotoVariants(row.imagePhoto) : null,
    link: post.link,
    isActive: post.isActive,
    channelId: post.channelId,
    channelName: row.channelName,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    canManage: Boolean(row.canManage),
    translations: withoutBidiControlsDeep(post.translations),
  };
}

/** The post if the viewer may see it: inactive posts are hidden from all but their managers. */
export async function findVisible(db: Database, viewer: Viewer, id: string) {
  const row = isUuid(id) ? await repo.findFeedPost(db, viewer, id) : undefined;
  if (!row || (!row.post.isActive && !row.canManage)) throw notFound();
  return row;
}

async function requireManaged(db: Database, viewer: Viewer, id: string) {
  const row = await findVisible(db, viewer, id);
  if (!row.canManage) throw forbidden();
  return row;
}

/** Site-wide posts are the site admins'; a channel's are its admins' too. */
async function checkTarget(db: Database, viewer: Viewer, channelId: string | null) {
  if (!channelId) {
    if (viewer.isAdmin) return;
    throw new HttpError(400, 'validation', feedPostMessages.chooseChannel, {
      channelId: feedPostMessages.chooseChannel,
    });
  }
  if (!isChannelId(channelId) || !(await managesChannel(db, viewer, channelId)))
    throw new HttpError(403, 'forbidden', feedPostMessages.chooseChannel, {
      channelId: feedPostMessages.chooseChannel,
    });
}

function valuesOf(input: FeedPostInput): repo.FeedPostValues {
  return {
    title: withoutBidiControls(input.title.trim()),
    content: withoutBidiControls(input.content.trim()),
    imageUrl: blank(input.imageUrl?.trim()),
    link: blank(input.link?.trim()),
    isActive: input.isActive ?? true,
    channelId: blank(input.channelId?.trim() ?? undefined),
    // Absent keeps what is saved (a client that knows nothing of translations loses none);
    // {} removes them.
    ...(input.translations && { translations: withoutBidiControlsDeep(input.translations) }),
  };
}

async function reread(db: Database, viewer: Viewer, id: string) {
  return toFeedPost((await repo.findFeedPost(db, viewer, id))!);
}

export async function createFeedPost(db: Database, viewer: Viewer, input: FeedPostInput) {
  const values = valuesOf(input);
  await checkTarget(db, viewer, values.channelId ?? null);
  const id = await repo.insertFeedPost(db, { ...values, createdBy: viewer.userId });
  return { message: feedPostMessages.created, post: await reread(db, viewer, id) };
}

export async function updateFeedPost(
  db: Database,
  viewer: Viewer,
  id: string,
  input: FeedPostInput,
) {
  const current = await requireManaged(db, viewer, id);
  const values = valuesOf(input);
  if ((values.channelId ?? null) !== current.post.channelId)
    await checkTarget(db, viewer, values.channelId ?? null);
  await repo.updateFeedPost(db, id, values);
  return { message: feedPostMessages.updated, post: await reread(db, viewer, id) };
}

export async function setStatus(db: Database, viewer: Viewer, id: string, isActive?: boolean) {
  await requireManaged(db, viewer, id);
  await repo.setFeedPostActive(db, id, isActive);
  return reread(db, viewer, id);
}

export async function deleteFeedPost(db: Database, viewer: Viewer, id: string) {
  await requireManaged(db, viewer, id);
  await repo.deleteFeedPost(db, id);
  return { message: feedPostMessages.deleted };
}
