import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountDeletions, outbox, users } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { hashToken } from '../auth/tokens';
import { deleteMedia } from '../media/repository';
import type { MediaStorage } from '../media/storage';
import { dueDeletions } from './deletion';
import { restoreHeld, type HeldAccount } from './held';
import { yourDataMessages as m } from './messages';

// The two ends of a deletion's 7 days (ADR 57): the emailed link brings the account back, or the
// erasure job drops what was held, for good.

/** POST /api/account/restore: the link's token, within its 7 days, once. */
export async function restoreAccount(db: Database, token: string, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountDeletions)
      .where(
        and(
          eq(accountDeletions.tokenHash, hashToken(token)),
          gt(accountDeletions.restoreUntil, now),
        ),
      )
      .for('update');
    if (!row) throw new HttpError(400, 'invalid_token', m.badRestoreToken);
    const held = row.held as HeldAccount;
    // Someone may have signed up with the address or number meanwhile: theirs now.
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          ne(users.id, row.userId),
          or(eq(users.email, held.user.email), eq(users.mobile, held.user.mobile)),
        ),
      );
    if (taken) throw new HttpError(409, 'taken', m.restoreTaken);
    await restoreHeld(tx, row.userId, held);
    await tx.delete(accountDeletions).where(eq(accountDeletions.userId, row.userId));
  });
}

/**
 * The erasure job's work: each deletion past its 7 days loses what was held (its row), the posts
 * and photos it took down (their photo files too), and the mail still addressed to it. The user
 * row stays as the pseudonym, so ledgers and anonymised posts keep pointing at something.
 * `now` is a parameter so tests move the clock instead of waiting a week.
 */
export async function eraseDueDeletions(db: Database, storage: MediaStorage, now: Date) {
  let erased = 0;
  for (let due = await dueDeletions(db, now); due.length > 0; due = await dueDeletions(db, now)) {
    for (const { userId } of due) {
      const files = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(accountDeletions)
          .where(eq(accountDeletions.userId, userId))
          .returning();
        if (!row) return [];
        const held = row.held as HeldAccount;
        await tx.delete(outbox).where(eq(outbox.toAddress, held.user.email));
        const mediaIds = held.removedPhotos.map((photo) => photo.mediaId);
        return mediaIds.length ? deleteMedia(tx, mediaIds) : [];
      });
      // After the commit: a file goes only once no row points at it (as media-cleanup does).
      for (const name of files) await storage.remove(name);
      erased++;
    }
  }
  return erased;
}
