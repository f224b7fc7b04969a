import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, users } from '../../db/schema/index';

// Every wall query, in one place.

const wallOf = (channelId: string | null) =>
  channelId ? eq(posts.channelId, channelId) : isNull(posts.channelId);

const postColumns = {
  id: posts.id,
  channelId: posts.channelId,
  authorId: posts.authorId,
  content: posts.content,
  createdAt: posts.createdAt,
  authorName: users.name,
  authorImageUrl: users.imageUrl,
};

export interface WallCursor {
  createdAt: Date;
  id: string;
}

/** A wall, newest first, keyset-paged on (created_at, id). */
export async function listWall(
  db: Database,
  channelId: string | null,
  limit: number,
  before?: WallCursor,
) {
  return db
    .select(postColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        wallOf(channelId),
        before
          ? sql`(${posts.createdAt}, ${posts.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

export type WallRow = Awaited<ReturnType<typeof listWall>>[number];

export async function insertPost(
  db: Database,
  values: { channelId: string | null; authorId: string; content: string },
) {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return findPost(db, row!.id);
}

export async function findPost(db: Database, id: string) {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.id, id));
  return row;
}

export async function deletePost(db: Database, id: string) {
  await db.delete(posts).where(eq(posts.id, id));
}
