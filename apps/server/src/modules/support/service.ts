import { contactMessages, type ContactMessageInput, type SupportMessage } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportMessages, users } from '../../db/schema/index';
import { textIn, withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import * as throttle from '../auth/throttle';
import { isUuid } from '../events/access';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import { supportMailMessages, supportServerMessages } from './messages';

/** A person writes a few messages at most; a script writes hundreds. */
export const contactLimit = { max: 5, windowSeconds: 60 * 60 } satisfies throttle.Limit;

export type SupportRow = typeof supportMessages.$inferSelect;

export const toSupportMessage = (row: SupportRow): SupportMessage => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  message: row.message,
  handled: row.handled,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a 'Talk to us' message and emails the site admins, in one transaction. A filled
 * honeypot gets the same answer and changes nothing, so a bot learns nothing.
 */
export async function receiveMessage(
  db: Database,
  limiter: throttle.Limiter,
  mailer: Mailer,
  clientAddress: string,
  input: ContactMessageInput & { email: string },
  inboxUrl: string,
) {
  if (input.website?.trim()) return { message: contactMessages.sent };
  await throttle.consume(limiter, `contact:ip:${clientAddress}`, contactLimit);
  await db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email,
      message: input.message.trim(),
    });
    const admins = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.isAdmin, true));
    const siteLanguage = await getDefaultLanguage(tx);
    const values = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email,
      message: input.message.trim(),
      inbox: inboxUrl,
    };
    // Each admin in their own language: the one who wrote may read another.
    for (const admin of admins) {
      const language = recipientLanguage(admin, siteLanguage);
      await mailer.enqueue(tx, {
        to: admin.email,
        subject: textIn(language, withValues(supportMailMessages.subject, values)),
        text: textIn(language, withValues(supportMailMessages.body, values)),
      });
    }
  });
  return { message: contactMessages.sent };
}

export async function listMessages(db: Database, handled?: boolean) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(handled === undefined ? undefined : eq(supportMessages.handled, handled))
    .orderBy(desc(supportMessages.createdAt))
    .limit(500);
  return rows.map(toSupportMessage);
}

export async function setHandled(db: Database, id: string, handled: boolean) {
  const [row] = isUuid(id)
    ? await db
        .update(supportMessages)
        .set({ handled })
        .where(eq(supportMessages.id, id))
        .returning()
    : [];
  if (!row) throw new HttpError(404, 'not_found', supportServerMessages.notFound);
  return toSupportMessage(row);
}
