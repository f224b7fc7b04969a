import { createHash } from 'node:crypto';
import { recordAudit } from '../audit/record';
import { RESTORE_DAYS, type MentoringMove } from '@portal/contract';
import { and, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountDeletions,
  channelInvites,
  donations,
  endedRegistrationStatuses,
  events,
  mentoringRequests,
  passwordResets,
  registrations,
  users,
} from '../../db/schema/index';
import { englishOf, textIn, withValues } from '../../i18n/server-text';
import { weekdayDateIn } from '../../i18n/zoned-times';
import { HttpError } from '../../plugins/errors';
import { verifyPassword } from '../auth/password';
import { revokeUserSessions, type UserRow } from '../auth/repository';
import { hashToken, newToken } from '../auth/tokens';
import { recipientLanguage } from '../mail/recipient-language';
import { moveRequest, type Mentoring } from '../mentoring/service';
import { anotherAdminExists } from '../members/repository';
import { cancelByTicket } from '../registrations/service';
import type { Notifier } from '../registrations/emails';
import { getDefaultLanguage, getSiteTimeZone } from '../site/repository';
import { holdAccount, type HeldAccount } from './held';
import { deletionMailMessages as mail, yourDataMessages as m } from './messages';

// Deleting an account (issue 39, ADR 57), in ONE transaction: what other people rely on is
// settled first through its own module (future registrations cancelled and the waiting list
// moved, open mentoring closed with the other side told), the confirming email is queued, then
// the personal data moves into account_deletions and the user row keeps only a pseudonym. Every
// existing query stays correct: the row and its id stay, its fields say "Former member".

export interface DeletionContext {
  db: Database;
  notifier: Notifier;
  /** Mentoring's moves and their emails; its `db` is replaced by the deletion's transaction. */
  mentoring: Omit<Mentoring, 'db'>;
  siteName: () => Promise<string>;
  now: () => Date;
}

export const FORMER_MEMBER = 'Former member';

/** A stable pseudonym per account, so a ledger still tells one donor's gifts apart from another's. */
export function pseudonymOf(userId: string) {
  return `former-${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;
}

const DAY_MS = 86_400_000;

/** The signed-in member deletes their own account: the password confirms it (403 otherwise). */
export async function deleteOwnAccount(
  ctx: DeletionContext,
  user: UserRow,
  input: { password: string; removeContent: boolean },
) {
  if (!user.passwordHash || !(await verifyPassword(input.password, user.passwordHash)))
    throw new HttpError(403, 'wrong_password', m.wrongPassword, { password: m.wrongPassword });
  return deleteMemberAccount(ctx, user.id, {
    removeContent: input.removeContent,
    requestedBy: null,
  });
}

/**
 * Deletes the account `userId`; `requestedBy` is the site admin acting on the member's request
 * (null when the member did it). 404 for no such (or an already deleted) account, 409 for the
 * last site admin. Returns when the restore link stops working.
 */
export async function deleteMemberAccount(
  ctx: DeletionContext,
  userId: string,
  options: {
    removeContent: boolean;
    requestedBy: string | null;
    /** What the audit trail calls it when an admin deletes someone (none when they delete themselves). */
    auditAction?: 'member.deleted' | 'member.deleted_on_request';
  },
) {
  const now = ctx.now();
  const restoreUntil = new Date(now.getTime() + RESTORE_DAYS * DAY_MS);
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw new HttpError(404, 'not_found', m.noSuchMember);
    if (user.isAdmin && !(await anotherAdminExists(tx, user.id)))
      throw new HttpError(409, 'last_admin', m.lastAdmin);
    if (options.auditAction)
      await recordAudit(tx, {
        actorId: options.requestedBy,
        action: options.auditAction,
        // The name as it was: the row is about to become "Former member".
        target: { kind: 'member', id: user.id, label: user.name },
        detail: { role: user.isAdmin ? 'admin' : 'member', removeContent: options.removeContent },
      });
    await cancelFutureRegistrations(tx, ctx.notifier, user.id, now);
    await closeMentoring(tx, ctx, user.id);
    await sendDeletionMail(tx, ctx, user, token, now, restoreUntil);
    const held = await holdAccount(tx, user, options.removeContent);
    await tx.insert(accountDeletions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      held,
      removeContent: options.removeContent,
      requestedBy: options.requestedBy,
      deletedAt: now,
      restoreUntil,
    });
    await pseudonymise(tx, user, held, now);
  });
  return { restoreUntil };
}

/** Registrations for events still to come are cancelled as the ticket holder would cancel them. */
async function cancelFutureRegistrations(
  tx: Database,
  notifier: Notifier,
  userId: string,
  now: Date,
) {
  const live = await tx
    .select({ ticket: registrations.ticket })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        eq(registrations.userId, userId),
        notInArray(registrations.status, [...endedRegistrationStatuses, 'checked_in']),
        gt(events.endsAt, now),
      ),
    );
  for (const { ticket } of live) await cancelByTicket(tx, notifier, ticket);
}

/** Open mentoring ends through mentoring's own moves, so the other side gets its usual email. */
async function closeMentoring(tx: Database, ctx: DeletionContext, userId: string) {
  const open = await tx
    .select()
    .from(mentoringRequests)
    .where(
      and(
        or(eq(mentoringRequests.mentorId, userId), eq(mentoringRequests.menteeId, userId)),
        inArray(mentoringRequests.status, ['requested', 'accepted']),
      ),
    );
  const mentoring: Mentoring = { ...ctx.mentoring, db: tx };
  for (const request of open) {
    const move: MentoringMove =
      request.status === 'accepted'
        ? 'cancel'
        : request.mentorId === userId
          ? 'decline'
          : 'withdraw';
    await moveRequest(mentoring, userId, request.id, move, englishOf(m.mentoringClosed));
  }
}

async function sendDeletionMail(
  tx: Database,
  ctx: DeletionContext,
  user: UserRow,
  token: string,
  now: Date,
  restoreUntil: Date,
) {
  const language = recipientLanguage(user, await getDefaultLanguage(tx));
  const timeZone = await getSiteTimeZone(tx);
  const site = await ctx.siteName();
  const link = new URL('/account/restore', ctx.notifier.publicUrl);
  link.searchParams.set('token', token);
  await ctx.notifier.mailer.enqueue(tx, {
    to: user.email,
    subject: textIn(language, withValues(mail.subject, { site })),
    text: textIn(
      language,
      withValues(mail.body, {
        site,
        name: user.name,
        date: weekdayDateIn(now, timeZone, language),
        until: weekdayDateIn(restoreUntil, timeZone, language),
        link: link.toString(),
      }),
    ),
  });
}

/** The account's own row and the ledgers keep the pseudonym; sessions and links stop working. */
async function pseudonymise(tx: Database, user: UserRow, held: HeldAccount, now: Date) {
  const pseudonym = pseudonymOf(user.id);
  const address = `${pseudonym}@deleted.invalid`;
  await tx
    .update(users)
    .set({
      name: FORMER_MEMBER,
      email: address,
      mobile: `deleted:${user.id}`,
      passwordHash: null,
      isAdmin: false,
      imageUrl: null,
      bio: null,
      address: null,
      businessName: null,
      businessEmail: null,
      city: null,
      state: null,
      country: null,
      businessAddress: null,
      businessRole: null,
      sharePhone: false,
      shareEmail: false,
      socialMedia: {},
      emailUpdates: false,
      batch: null,
      course: null,
      jobTitle: null,
      industry: null,
      skills: [],
      openTo: [],
      membershipStatus: 'deleted',
      membershipNote: null,
      nameSearch: '',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(tx, user.id);
  await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await tx.delete(channelInvites).where(eq(channelInvites.userId, user.id));
  for (const registration of held.registrations)
    await tx
      .update(registrations)
      .set({
        firstName: FORMER_MEMBER,
        lastName: pseudonym,
        email: `${pseudonym}.${registration.id.slice(0, 8)}@deleted.invalid`,
        phone: '',
        guest: registration.guest
          ? { title: '', firstName: FORMER_MEMBER, lastName: 'guest', email: '', phone: '' }
          : null,
      })
      .where(eq(registrations.id, registration.id));
  if (held.donations.length)
    await tx
      .update(donations)
      .set({ donorName: `${FORMER_MEMBER} ${pseudonym}`, donorEmail: address })
      .where(
        inArray(
          donations.id,
          held.donations.map((donation) => donation.id),
        ),
      );
}

/** Deletions still inside their 7 days (the admin members screen's count). */
export async function countPendingDeletions(db: Database, now: Date) {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(accountDeletions)
    .where(gt(accountDeletions.restoreUntil, now));
  return row?.pending ?? 0;
}

/** Deletions whose 7 days have passed, oldest first. */
export async function dueDeletions(db: Database, now: Date, limit = 50) {
  return db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(lte(accountDeletions.restoreUntil, now))
    .orderBy(accountDeletions.restoreUntil)
    .limit(limit);
}
