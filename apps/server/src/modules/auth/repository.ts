import { isLanguage, membershipStatuses, specMobile, type SessionUser } from '@portal/contract';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import {
  channelMembers,
  passwordResets,
  sessions,
  siteSettings,
  users,
} from '../../db/schema/index';
import { managingRoles } from '../channels/access';
import { hashToken, newToken } from './tokens';
import { withNameSearch } from '../../db/name-search';

export type UserRow = typeof users.$inferSelect;

const SESSION_DAYS = 30;
const SESSION_IDLE_DAYS = 7;
const RESET_MINUTES = 30;

/** `siteCountry`: the site's default country, which decides the spec form of `mobile`. */
export const toSessionUser = (user: UserRow, siteCountry: string): SessionUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  mobile: specMobile(user.mobile, siteCountry),
  mobileE164: user.mobile,
  imageUrl: user.imageUrl,
  isAdmin: user.isAdmin,
  language: isLanguage(user.language) ? user.language : null,
  // A status the contract does not know is read as waiting: never let in by a typo.
  membershipStatus:
    membershipStatuses.find((status) => status === user.membershipStatus) ?? 'pending',
});

export async function findUserByMobile(db: Database, mobile: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  return user;
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Which unique field a violation was about, so the caller can say "that email is taken". */
export function conflictingField(error: unknown): 'email' | 'mobile' | undefined {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'users_email_key') return 'email';
  if (constraint === 'users_mobile_key') return 'mobile';
  return undefined;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [user] = await db
    .insert(users)
    .values(withNameSearch({ ...values, email: values.email.toLowerCase() }))
    .returning();
  if (!user) throw new Error('insert returned no row');
  return user;
}

export async function setPassword(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Where a session was opened, for the owner's session list (ADR 55). */
export interface SessionOrigin {
  userAgent?: string | undefined;
  /** The coarse network (security/network.ts), never the address. */
  network?: string | undefined;
}

export async function createSession(
  db: Database,
  userId: string,
  origin: SessionOrigin = {},
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    network: origin.network ?? null,
  });
  return token;
}

/** A session idle this long is over: the rule the lookup applies, and the session cache with it. */
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 86_400_000;

/**
 * A site admin on a site that requires two-step sign-in of admins, without it (ADR 55), acts as a
 * member until they set it up: their user is seen with `isAdmin` false everywhere, and
 * `requireAdmin` tells them why.
 */
export function withAdminRule<T extends { user: UserRow }>(
  found: T,
  requireTwoFactorForAdmins: boolean,
): T & { twoFactorSetupRequired: boolean } {
  const held = requireTwoFactorForAdmins && found.user.isAdmin && !found.user.twoFactorEnabled;
  return held
    ? { ...found, user: { ...found.user, isAdmin: false }, twoFactorSetupRequired: true }
    : { ...found, twoFactorSetupRequired: false };
}

/** Whether the site requires two-step sign-in of its admins (a site setting; null: no). */
export async function twoFactorRequiredForAdmins(db: Database) {
  const [row] = await db
    .select({ required: siteSettings.requireTwoFactorForAdmins })
    .from(siteSettings)
    .limit(1);
  return row?.required ?? false;
}

/**
 * The live session behind a token (not revoked, not expired, not idle too long at `now`), with its
 * user and the channels they manage, in one read: no write on a read (last_used_at is
 * recorded in batches, see recordSessionUse). An admin the site requires two-step sign-in of,
 * without it, comes back as a member (withAdminRule).
 */
export async function findSession(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .select({
      adminsNeedTwoFactor: sql<boolean>`coalesce((select ${siteSettings.requireTwoFactorForAdmins}
        from ${siteSettings} limit 1), false)`,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      user: users,
      managedChannelIds: sql<
        string[]
      >`array(select ${channelMembers.channelId} from ${channelMembers}
        where ${channelMembers.userId} = ${users.id}
          and ${inArray(channelMembers.role, [...managingRoles])} order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return undefined;
  const { adminsNeedTwoFactor, ...found } = row;
  return withAdminRule(found, adminsNeedTwoFactor);
}

/** Records when sessions were last used, many in one statement; never moves a time back. */
export async function recordSessionUse(db: Database, uses: { id: string; at: Date }[]) {
  if (uses.length === 0) return;
  await db.execute(sql`update ${sessions} set last_used_at = greatest(last_used_at, v.at)
    from jsonb_to_recordset(${JSON.stringify(uses)}::jsonb) as v(id uuid, at timestamptz)
    where ${sessions.id} = v.id`);
}

/** The channel on which the database announces changes to sessions (migration 0014's triggers). */
export const SESSIONS_CHANNEL = 'sessions';

/** Sends a notification of our own on the sessions channel (a barrier, see authenticate.ts). */
export async function notifySessions(db: Database, payload: string) {
  await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${payload})`);
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of the user, or every one but `keep` (the caller's own). */
export async function revokeUserSessions(db: Database, userId: string, keep?: string) {
  const others = keep ? ne(sessions.id, keep) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}

/** A single-use link token; an invitation to a new member lives longer than a reset. */
export async function createPasswordReset(
  db: Database,
  userId: string,
  minutes = RESET_MINUTES,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  await db.insert(passwordResets).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

/** Every reset link of an account, used or not: after a reset or a change none may work. */
export async function deletePasswordResets(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

/** Marks a reset token used, once: returns its user only if it was unused and unexpired. */
export async function consumePasswordReset(
  db: Database,
  token: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}
