import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  prepareOptionalMail,
  type OptionalMail,
  type OptionalMailOptions,
} from '../email-choices/optional-mail';
import type { JobQueue } from '../jobs/queue';
import { enqueueMail, type MailMessage } from './outbox';

export type { OptionalMail };

export interface Mailer {
  /** Durably records messages (in the caller's transaction, if any); never sends in-request. */
  enqueue(db: Database, message: MailMessage | readonly MailMessage[]): Promise<void>;
  /**
   * An optional email (issue 39): skipped when its person turned its kind off, else sent with
   * its unsubscribe headers and links. True when it was queued.
   */
  enqueueOptional(db: Database, optional: OptionalMail, message: MailMessage): Promise<boolean>;
}

/**
 * With SMTP, each message is queued with a `send-mail` job in the same transaction, so a message
 * exists exactly when its delivery is promised; without, it stays in the outbox for admins.
 */
export function createMailer(
  jobs: JobQueue | undefined,
  log: FastifyBaseLogger,
  links: OptionalMailOptions = {
    publicUrl: 'http://localhost:3000',
    from: 'Community Portal <no-reply@localhost>',
  },
): Mailer {
  const mailer: Mailer = {
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
    async enqueueOptional(db, optional, message) {
      const prepared = await prepareOptionalMail(db, links, optional, message);
      if (!prepared) return false;
      await mailer.enqueue(db, prepared);
      return true;
    },
  };
  return mailer;
}
