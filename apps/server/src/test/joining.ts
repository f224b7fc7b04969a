import type { JoinPolicy } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { siteSettings, users } from '../db/schema/index';
import { multipartFile } from './pictures';

/** Sets the site's join policy (ADR 52) as an admin's choice would. */
export async function setJoinPolicy(db: Database, joinPolicy: JoinPolicy | null) {
  await db
    .insert(siteSettings)
    .values({ id: 1, joinPolicy })
    .onConflictDoUpdate({ target: siteSettings.id, set: { joinPolicy } });
}

/** Uploads `csv` (text or bytes) to the roster import; a dry run unless told. */
export function importRoster(
  app: App,
  auth: Record<string, string>,
  csv: string | Buffer,
  dryRun = false,
) {
  const form = multipartFile(Buffer.from(csv), 'roster.csv', 'text/csv', 'file');
  return app.inject({
    method: 'POST',
    url: `/api/admin/roster/import?dryRun=${dryRun}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
}

/** The batch a member claims (their profile's own field; the profile API is another module's). */
export async function claimBatch(db: Database, userId: string, batch: number) {
  await db.update(users).set({ batch }).where(eq(users.id, userId));
}

/** Emails stored for `to`, oldest first. */
export async function mailsTo(db: Database, to: string) {
  const { rows } = await db.execute<{ subject: string; text_body: string }>(
    sql`select subject, text_body from outbox where to_address = ${to.toLowerCase()} order by id`,
  );
  return rows;
}
