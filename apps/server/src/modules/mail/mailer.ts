import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { enqueueMail, type MailMessage } from './outbox';

export interface Mailer {
  /** Durably records the message (in the caller's transaction, if any); never sends in-request. */
  enqueue(db: Database, message: MailMessage): Promise<void>;
}

export function createMailer(smtpConfigured: boolean, log: FastifyBaseLogger): Mailer {
  return {
    async enqueue(db, message) {
      const id = await enqueueMail(db, message, smtpConfigured);
      // Address and subject only: bodies may hold reset links, which must not reach the logs.
      log.info(
        { mailId: id, to: message.to, subject: message.subject },
        smtpConfigured
          ? 'mail queued for SMTP delivery'
          : 'mail stored in the outbox (no SMTP_URL configured)',
      );
    },
  };
}
