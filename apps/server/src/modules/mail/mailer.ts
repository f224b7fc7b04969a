import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueMail, type MailMessage } from './outbox';

export interface Mailer {
  /** Durably records messages (in the caller's transaction, if any); never sends in-request. */
  enqueue(db: Database, message: MailMessage | readonly MailMessage[]): Promise<void>;
}

export function createMailer(smtpConfigured: boolean, log: FastifyBaseLogger): Mailer {
  return {
    async enqueue(db, message) {
      const messages = Array.isArray(message) ? message : [message as MailMessage];
      const ids = await enqueueMail(db, messages, smtpConfigured);
      // Address and subject only: bodies may hold reset links, which must not reach the logs.
      messages.forEach((sent, index) =>
        log.info(
          { mailId: ids[index], to: sent.to, subject: sent.subject },
          smtpConfigured
            ? 'mail queued for SMTP delivery'
            : 'mail stored in the outbox (no SMTP_URL configured)',
        ),
      );
    },
  };
}
