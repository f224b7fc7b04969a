import type { NotificationKind, NotificationPreferences } from '@portal/contract';
import { notificationKinds } from '@portal/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationPreferences, notifications, pushSubscriptions } from '../../db/schema/index';

// All SQL for notifications, preferences and push subscriptions lives here.

export type NotificationRow = typeof notifications.$inferSelect;
export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A member's language and whether they turned `kind` off; undefined for no such account. */
export async function recipient(db: Database, userId: string, kind: NotificationKind) {
  const result = await db.execute<{ language: string | null; off: boolean }>(sql`
    select u.language, coalesce(${kind} = any(p.off), false) as off
    from users u left join notification_preferences p on p.user_id = u.id
    where u.id = ${userId}`);
  return result.rows[0];
}

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  dedupeKey: string | null;
}

/** Inserts; one already made with the same dedupe key is skipped. Returns those made. */
export async function insertNotifications(db: Database, rows: NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** A member's notifications, newest first, after the cursor's row. */
export async function page(
  db: Database,
  userId: string,
  after: { at: Date; id: string } | undefined,
  limit: number,
) {
  const past = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), past))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the member's own unread notifications read: `ids` of them, or all. */
export async function markRead(db: Database, userId: string, ids: string[] | undefined) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? (ids.length > 0 ? inArray(notifications.id, ids) : sql`false`) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function preferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ off: notificationPreferences.off })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const off = new Set(row?.off ?? []);
  return Object.fromEntries(
    notificationKinds.map((kind) => [kind, !off.has(kind)]),
  ) as NotificationPreferences;
}

export async function savePreferences(
  db: Database,
  userId: string,
  choices: NotificationPreferences,
) {
  const off = notificationKinds.filter((kind) => !choices[kind]);
  await db
    .insert(notificationPreferences)
    .values({ userId, off })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { off, updatedAt: sql`now()` },
    });
}

/** A browser's subscription, moved to this account if another had it (one device, one account). */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: { endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...input })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: input.p256dh, auth: input.auth, createdAt: sql`now()` },
    });
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export const deleteSubscriptionById = (db: Database, id: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

export async function findSubscription(db: Database, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function subscriptionIdsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}
