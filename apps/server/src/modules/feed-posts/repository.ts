import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels, feedPosts } from '../../db/schema/index';
import { containsPattern } from '../../db/like-pattern';
import { managedChannelIds, type Viewer } from '../channels/access';
import { photoVariantsAt } from '../media/repository';

// Every feed post query, in one place.

/** SQL: true for the feed posts the viewer manages (site-wide ones: site admins only). */
export function managesFeedPost(viewer: Viewer): SQL {
  if (viewer.isAdmin) return sql`true`;
  if (!viewer.userId) return sql`false`;
  return sql`coalesce(${feedPosts.channelId} in ${managedChannelIds(viewer)}, false)`;
}

const columns = {
  post: feedPosts,
  channelName: channels.name,
  // An uploaded image's variants, for its srcset (issue 34).
  imagePhoto: photoVariantsAt(feedPosts.imageUrl),
};

export interface FeedPostFilter {
  status: 'all' | 'active' | 'inactive';
  channelId?: string | undefined;
  managedOnly: boolean;
  limit: number;
  /** Words in the title or content, the original or any language's version. */
  search?: string | undefined;
}

/** SQL: true when the post's title or content, in any version, contains `text`. */
function postMentions(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${feedPosts.title} ilike ${pattern} or ${feedPosts.content} ilike ${pattern}
    or exists (select 1 from jsonb_each(${feedPosts.translations}) as version(language, fields)
      where fields->>'title' ilike ${pattern} or fields->>'content' ilike ${pattern}))`;
}

/** Active posts for everyone, inactive ones only for those who manage them; newest first. */
export async function listFeedPosts(db: Database, viewer: Viewer, filter: FeedPostFilter) {
  const manages = managesFeedPost(viewer);
  return db
    .select({ ...columns, canManage: sql<boolean>`${manages}` })
    .from(feedPosts)
    .leftJoin(channels, eq(channels.id, feedPosts.channelId))
    .where(
      and(
        sql`(${feedPosts.isActive} or ${manages})`,
        filter.status === 'all' ? undefined : eq(feedPosts.isActive, filter.status === 'active'),
        filter.channelId ? eq(feedPosts.channelId, filter.channelId) : undefined,
        filter.managedOnly ? manages : undefined,
        filter.search ? postMentions(filter.search) : undefined,
      ),
    )
    .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
    .limit(filter.limit);
}

export type FeedPostRead = Awaited<ReturnType<typeof listFeedPosts>>[number];

export async function findFeedPost(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ ...columns, canManage: sql<boolean>`${managesFeedPost(viewer)}` })
    .from(feedPosts)
    .leftJoin(channels, eq(channels.id, feedPosts.channelId))
    .where(eq(feedPosts.id, id));
  return row;
}

export type FeedPostValues = Pick<
  typeof feedPosts.$inferInsert,
  'title' | 'content' | 'imageUrl' | 'link' | 'isActive' | 'channelId' | 'translations'
>;

export async function insertFeedPost(
  db: Database,
  values: FeedPostValues & { createdBy: string | null },
) {
  const [row] = await db.insert(feedPosts).values(values).returning({ id: feedPosts.id });
  return row!.id;
}

export async function updateFeedPost(db: Database, id: string, values: Partial<FeedPostValues>) {
  await db
    .update(feedPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(feedPosts.id, id));
}

/** Flips or sets the active flag in one statement (no read-modify-write race). */
export async function setFeedPostActive(db: Database, id: string, isActive?: boolean) {
  await db
    .update(feedPosts)
    .set({
      isActive: isActive === undefined ? sql`not ${feedPosts.isActive}` : isActive,
      updatedAt: sql`now()`,
    })
    .where(eq(feedPosts.id, id));
}

export async function deleteFeedPost(db: Database, id: string) {
  await db.delete(feedPosts).where(eq(feedPosts.id, id));
}
