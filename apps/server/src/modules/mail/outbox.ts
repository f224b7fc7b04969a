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

/** A message the SMTP server refuses for good is given up after this many tries. */
const PERMANENT_ATTEMPTS = 5;
/** Longest wait between tries: an SMTP outage of a week still delivers within the hour it ends. */
const MAX_BACKOFF_SECONDS = 3_600;

/**
 * Retries with exponential back-off (30 s, 1 min, 2 min … then hourly), for as long as it takes
 * while the SMTP server is down or says "later": the message is never dropped. Only a permanent
 * refusal (`permanent`, e.g. no such mailbox) gives up, after PERMANENT_ATTEMPTS, and stays in
 * the outbox as 'failed' with its reason for admins to see. Returns the seconds until the next
 * try, or undefined when given up.
 */
export async function markFailed(
  db: Database,
  id: number,
  attempts: number,
  error: string,
  permanent = false,
) {
  const giveUp = permanent && attempts >= PERMANENT_ATTEMPTS;
  const waitSeconds = Math.min(30 * 2 ** Math.min(attempts - 1, 20), MAX_BACKOFF_SECONDS);
  await db
    .update(outbox)
    .set({
      status: giveUp ? 'failed' : 'queued',
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'queued')));
  return giveUp ? undefined : waitSeconds;
}
