import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { claimDueMail, markFailed, markSent } from './outbox';

export interface MailWorkerOptions {
  db: Database;
  pool: pg.Pool;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}

/**
 * Delivers queued outbox mail over SMTP outside any request: woken by NOTIFY on enqueue and by a
 * poll for retries that fall due. Returns a stop function that waits for the current batch.
 */
export async function startMailWorker({
  db,
  pool,
  smtpUrl,
  from,
  log,
  pollMs = 5_000,
}: MailWorkerOptions) {
  const transport = nodemailer.createTransport(smtpUrl);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const drain = async () => {
    for (
      let batch = await claimDueMail(db, 10);
      batch.length > 0 && !stopped;
      batch = await claimDueMail(db, 10)
    ) {
      for (const mail of batch) {
        try {
          await transport.sendMail({
            from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody ?? undefined,
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content, 'base64'),
              ...(file.cid ? { cid: file.cid } : {}),
            })),
          });
          await markSent(db, mail.id);
          log.info({ mailId: mail.id }, 'mail sent');
        } catch (error) {
          await markFailed(
            db,
            mail.id,
            mail.attempts,
            error instanceof Error ? error.message : String(error),
          );
          log.warn(
            { mailId: mail.id, attempts: mail.attempts },
            'mail delivery failed; will retry',
          );
        }
      }
    }
  };
  const kick = () => {
    running = running
      .then(drain)
      .catch((error: unknown) => log.error({ err: error }, 'mail worker error'));
  };

  const listener = await pool.connect();
  listener.on('notification', kick);
  await listener.query('listen outbox');
  const timer = setInterval(kick, pollMs);
  kick();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await listener.query('unlisten outbox').catch(() => undefined);
    listener.release();
    await running;
    transport.close();
  };
}
