import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { enqueueMail, type MailMessage } from './outbox';

export interface Mailer {
  /** Durably records messages (in the caller's transaction, if any); never sends in-request. */
  enqueue(db: Database, message: MailMessage | readonly MailMessage[]): Promise<void>;
}

/**
 * With SMTP, each message is queued with a `send-mail` job in the same transaction, so a message
 * exists exactly when its delivery is promised; without, it stays in the outbox for admins.
 */
export function createMailer(jobs: JobQueue | undefined, log: FastifyBaseLogger): Mailer {
  return {
    async enqueue(db, message) {
      const messages = Array.isArray(message) ? message : [message as MailMessage];
      const ids = await enqueueMail(db, messages, Boolean(jobs));
      if (jobs)
        await jobs.sendMany(
          db,
          'send-mail',
          ids.map((outboxId) => ({ outboxId })),
        );
      // Address and subject only: bodies may hold reset links, which must not reach the logs.
      messages.forEach((sent, index) =>
        log.info(
          { mailId: ids[index], to: sent.to, subject: sent.subject },
          jobs
            ? 'mail queued for SMTP delivery'
            : 'mail stored in the outbox (no SMTP_URL configured)',
        ),
      );
    },
  };
}
