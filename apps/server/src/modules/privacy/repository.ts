import {
  privacyMessages,
  type Language,
  type PrivacyConsentStatus,
  type PrivacyNoticeInput,
} from '@portal/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privacyConsents, privacyNotices } from '../../db/schema/index';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { HttpError } from '../../plugins/errors';
import { defaultPrivacyNotice } from './default-notice';

// The privacy notice and who accepted which version (issue 39, ADR 58).

export type NoticeRow = typeof privacyNotices.$inferSelect;

/** When the default text (version 1) was written: its date until an admin publishes another. */
const defaultNoticeDate = new Date('2026-11-29T00:00:00Z');

/**
 * The current version. Version 1 is the default text, read from the code until someone accepts it
 * or an admin publishes another (then it is written): reading the notice never writes.
 */
export async function currentNotice(db: Database): Promise<NoticeRow> {
  const [row] = await db
    .select()
    .from(privacyNotices)
    .orderBy(desc(privacyNotices.version))
    .limit(1);
  return (
    row ?? {
      version: 1,
      texts: defaultPrivacyNotice,
      publishedAt: defaultNoticeDate,
      publishedBy: null,
    }
  );
}

const writeDefaultNotice = (db: Database) =>
  db
    .insert(privacyNotices)
    .values({ version: 1, texts: defaultPrivacyNotice })
    .onConflictDoNothing();

/** The text in `language`, else English (a language the admin left empty). */
export function noticeIn(row: NoticeRow, language: Language) {
  const text = row.texts[language]?.trim();
  return text ? { language, text } : { language: 'en' as const, text: row.texts.en };
}

/** Publishes a new version: the next number; two admins publishing at once leave one a 409. */
export async function publishNotice(db: Database, input: PrivacyNoticeInput, by: string) {
  await writeDefaultNotice(db);
  const texts = {
    en: input.texts.en,
    ...(input.texts.hi ? { hi: input.texts.hi } : {}),
    ...(input.texts.gu ? { gu: input.texts.gu } : {}),
  };
  try {
    const [row] = await db
      .insert(privacyNotices)
      .values({
        version: sql`(select coalesce(max(version), 0) + 1 from ${privacyNotices})`,
        texts,
        publishedBy: by,
      })
      .returning();
    return row!;
  } catch (error) {
    if (violatedUniqueConstraint(error))
      throw new HttpError(409, 'published_meanwhile', privacyMessages.notCurrent);
    throw error;
  }
}

/**
 * Whether that version was ever published. Version 1, the default text, always was, even before
 * anyone read it: a sign-up that is refused for another reason must write nothing.
 */
export async function noticeExists(db: Database, version: number) {
  if (version === 1) return true;
  const [row] = await db
    .select({ version: privacyNotices.version })
    .from(privacyNotices)
    .where(eq(privacyNotices.version, version));
  return Boolean(row);
}

/** Records that `userId` accepted `version` now (again is no error). */
export async function recordConsent(db: Database, userId: string, version: number) {
  if (version === 1) await writeDefaultNotice(db);
  await db.insert(privacyConsents).values({ userId, version }).onConflictDoNothing();
}

export async function consentStatus(db: Database, userId: string): Promise<PrivacyConsentStatus> {
  const current = await currentNotice(db);
  const [latest] = await db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.version))
    .limit(1);
  return {
    acceptedVersion: latest?.version ?? null,
    acceptedAt: latest?.acceptedAt.toISOString() ?? null,
    currentVersion: current.version,
    needsConsent: !latest || latest.version < current.version,
  };
}
