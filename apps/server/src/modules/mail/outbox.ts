import { desc, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox, type MailAttachment } from '../../db/schema/index';

export type { MailAttachment };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe, RFC 8058); the outbox keeps them for delivery. */
  headers?: Record<string, string>;
}

/**
 * Puts messages in the durable outbox, inside the caller's transaction if it has one. With SMTP
 * it is 'queued' for delivery (delivery.ts); without, it is 'stored' for admins to read in the app.
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
        headers: message.headers ?? {},
        status: smtpConfigured ? ('queued' as const) : ('stored' as const),
      })),
    )
    .returning({ id: outbox.id });
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
