import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { listen } from '../../db/listen';
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

/**
 * Delivers queued outbox mail over SMTP outside any request: woken by NOTIFY on enqueue and by a
 * poll for retries that fall due. Nothing is lost: a message stays in the outbox until the SMTP
 * server takes it, retried with back-off while SMTP or the database is down (outbox.ts). Returns
 * a stop function that waits for the current batch.
 */
export function startMailWorker({
  db,
  pool,
  smtpUrl,
  from,
  log,
  pollMs = 5_000,
}: MailWorkerOptions) {
  // Bounded, so a hung SMTP server holds a message for a minute at most, not ten.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let waitingForDatabase = false;

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
          const reason = error instanceof Error ? error.message : String(error);
          // The database failing here leaves the claim in place: the message is tried again
          // when the claim expires (outbox.ts), never dropped.
          const retry = await markFailed(db, mail.id, mail.attempts, reason, isPermanent(error));
          log.warn(
            { mailId: mail.id, attempts: mail.attempts, reason },
            retry ? `mail delivery failed; trying again in ${retry} s` : 'mail refused for good',
          );
        }
      }
    }
    if (waitingForDatabase) log.info('mail worker: the database is back; delivering again');
    waitingForDatabase = false;
  };
  const kick = () => {
    running = running.then(drain).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) return log.error({ err: error }, 'mail worker error');
      // One line per outage, not one per poll.
      if (!waitingForDatabase) log.warn('mail worker: the database is unavailable; waiting for it');
      waitingForDatabase = true;
    });
  };

  const listening = listen(pool, 'outbox', kick, (message) => log.warn(message));
  const timer = setInterval(kick, pollMs);
  kick();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await listening.stop();
    await running;
    transport.close();
  };
}
