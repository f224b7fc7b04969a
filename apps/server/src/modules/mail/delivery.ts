import nodemailer from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { JobQueue } from '../jobs/queue';

/** A message the SMTP server refuses for good is given up after this many tries. */
const PERMANENT_ATTEMPTS = 5;

/**
 * A refusal the SMTP server means for good (a 5xx reply to the envelope or the message, such as
 * "no such mailbox"), as opposed to a server that is down, slow or says "try later" (4xx).
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

export interface MailDeliveryOptions {
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * Delivers outbox mail over SMTP as `send-mail` jobs (one per message, queued with it). The
 * outbox row says what happened for admins; the queue retries with back-off while SMTP is down.
 * A message already sent is never sent again by a retry; the one window left (SMTP took it and
 * the process died before marking it) sends the same Message-ID again, which mail systems
 * recognise as one message. Returns a function that closes the SMTP connection.
 */
export function defineMailDelivery(db: Database, jobs: JobQueue, options: MailDeliveryOptions) {
  // Bounded, so a hung SMTP server holds a message for a minute at most, not ten.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  const sender = options.from.match(/@([^>\s]+)/)?.[1] ?? 'portal.invalid';

  jobs.define('send-mail', z.object({ outboxId: z.number().int() }), async ({ outboxId }) => {
    const [mail] = await db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1` })
      .where(sql`${outbox.id} = ${outboxId} and ${outbox.status} = 'queued'`)
      .returning();
    if (!mail) return; // sent, given up, or gone: nothing to do
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        messageId: `<outbox-${mail.id}@${sender}>`,
        headers: mail.headers,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, 'base64'),
          ...(file.cid ? { cid: file.cid } : {}),
        })),
      });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = isPermanent(error) && mail.attempts >= PERMANENT_ATTEMPTS;
      await db
        .update(outbox)
        .set({ lastError: reason, ...(giveUp ? { status: 'failed' as const } : {}) })
        .where(eq(outbox.id, mail.id));
      if (giveUp) return options.log.warn({ mailId: mail.id, reason }, 'mail refused for good');
      throw error; // the queue tries again later
    }
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, mail.id));
    options.log.info({ mailId: mail.id }, 'mail sent');
  });
  return () => transport.close();
}
