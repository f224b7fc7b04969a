import type { EmailKind, EmailPreferences, EmailPreferencesUpdate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOptOuts, emailPreferences, users } from '../../db/schema/index';

// A member's email choices (issue 39, ADR 58). Five kinds live in email_preferences (no row:
// all on); `news` is users.email_updates, the spec's "email updates" switch, so the spec's call
// and this one read and write the same column. An address without an account keeps its
// choices in email_opt_outs.

const allOn: EmailPreferences = {
  eventReminders: true,
  eventUpdates: true,
  news: true,
  mentoring: true,
  opportunities: true,
  channelActivity: true,
};

export async function getPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const [row] = await db
    .select({ news: users.emailUpdates, saved: emailPreferences })
    .from(users)
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return allOn;
  const saved = row.saved;
  return {
    eventReminders: saved?.eventReminders ?? true,
    eventUpdates: saved?.eventUpdates ?? true,
    news: row.news,
    mentoring: saved?.mentoring ?? true,
    opportunities: saved?.opportunities ?? true,
    channelActivity: saved?.channelActivity ?? true,
  };
}

/** Saves the kinds named (the others stay as they were), in one transaction. */
export async function savePreferences(
  db: Database,
  userId: string,
  update: EmailPreferencesUpdate,
): Promise<EmailPreferences> {
  const { news, ...rest } = update;
  const columns = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<EmailPreferences, 'news'>>;
  await db.transaction(async (tx) => {
    // An account deleted since its email was sent: nothing left to send to, nothing to save.
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!exists) return;
    if (news !== undefined)
      await tx.update(users).set({ emailUpdates: news }).where(eq(users.id, userId));
    if (Object.keys(columns).length > 0)
      await tx
        .insert(emailPreferences)
        .values({ userId, ...columns })
        .onConflictDoUpdate({
          target: emailPreferences.userId,
          set: { ...columns, updatedAt: sql`now()` },
        });
  });
  return getPreferences(db, userId);
}

/** Who an optional email goes to: an account when there is one, else just an address. */
export interface Recipient {
  userId?: string | null;
  address: string;
}

/** Whether `kind` of email may go to this recipient. */
export async function mayEmail(db: Database, to: Recipient, kind: EmailKind) {
  if (to.userId) return (await getPreferences(db, to.userId))[kind];
  const [optedOut] = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(
      and(eq(emailOptOuts.address, to.address.trim().toLowerCase()), eq(emailOptOuts.kind, kind)),
    );
  return !optedOut;
}

/** What one-click unsubscribe does: that kind off for that person (or address), nothing else. */
export async function turnOff(db: Database, to: Recipient, kind: EmailKind) {
  if (to.userId) {
    await savePreferences(db, to.userId, { [kind]: false });
    return;
  }
  await db
    .insert(emailOptOuts)
    .values({ address: to.address.trim().toLowerCase(), kind })
    .onConflictDoNothing();
}
