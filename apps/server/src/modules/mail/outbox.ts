import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, type MailAttachment } from '../../db/schema/index';

export type { MailAttachment };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Puts messages in the durable outbox, inside the caller's transaction if it has one. With SMTP
 * it is 'queued' for the worker; without, it is 'stored' for admins to read in the app.
 */
export async function enqueueMail(
  db: Database,
  messages: readonly MailMessage[],
  smtpConfigured: boolean,
) {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      messages.map((message) => ({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        attachments: message.attachments ?? [],
        status: smtpConfigured ? ('queued' as const) : ('stored' as const),
      })),
    )
    .returning({ id: outbox.id });
  if (smtpConfigured) await db.execute(sql`select pg_notify('outbox', '')`);
  return rows.map((row) => row.id);
}

export async function listOutbox(db: Database, limit: number, before?: number) {
  return db
    .select()
    .from(outbox)
    .where(before ? lte(outbox.id, before - 1) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/** Claims due messages for one worker; SKIP LOCKED lets several processes share the queue. */
export async function claimDueMail(db: Database, batch: number) {
  const result = await db.execute<{ id: number }>(sql`
    update outbox set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    where id in (
      select id from outbox where status = 'queued' and next_attempt_at <= now()
      order by id limit ${batch} for update skip locked)
    returning id`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(outbox).where(inArray(outbox.id, ids));
}

export async function markSent(db: Database, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(outbox.id, id));
}

const MAX_ATTEMPTS = 8;

/** Retries with exponential back-off (30 s, 1 min, 2 min …); gives up after MAX_ATTEMPTS. */
export async function markFailed(db: Database, id: number, attempts: number, error: string) {
  const giveUp = attempts >= MAX_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'queued',
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** (attempts - 1)})`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
}
