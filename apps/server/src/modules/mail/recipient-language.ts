import { isLanguage, type Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { getDefaultLanguage } from '../site/repository';

/**
 * The language to write to someone in (DESIGN §7): their account's, when they chose one; else
 * `otherwise`, the language of the request the email answers (a password reset) or the site's.
 */
export function recipientLanguage(
  account: { language: string | null } | null | undefined,
  otherwise: Language,
): Language {
  return isLanguage(account?.language) ? account.language : otherwise;
}

/** A record made on someone's request that keeps the language it was made in. */
export interface SavedLanguage {
  userId: string | null;
  language: string | null;
}

/**
 * The language of an email that follows a registration or a donation without anyone asking just
 * then (a place opened up, a reminder, a monthly receipt): the account's, if it has one that
 * chose a language, else the one the record was made in, else the site's.
 */
export async function laterRecipientLanguage(db: Database, record: SavedLanguage) {
  const [account] = record.userId
    ? await db.select({ language: users.language }).from(users).where(eq(users.id, record.userId))
    : [];
  return recipientLanguage(
    account,
    isLanguage(record.language) ? record.language : await getDefaultLanguage(db),
  );
}
