import type { Language, NotificationKind } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { textIn, type ServerText } from '../../i18n/server-text';
import type { JobQueue } from '../jobs/queue';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import { definePushDelivery, type PushMessage } from './push';
import * as repo from './repository';
import { vapidKeys, vapidSubject, type VapidKeys } from './vapid';

/** One notification for one member; its words are put in their language when it is made. */
export interface Notice {
  userId: string;
  kind: NotificationKind;
  title: ServerText;
  body: ServerText;
  /** A path on this site. */
  url: string;
  /** The same key for the same member is one notification, however often it is sent. */
  dedupeKey?: string;
  /** The language to write in, where the caller knows better than the account (a registration's). */
  language?: Language;
}

const BODY_MAX = 600;

/**
 * Notifications (issue 40, ADR 60): a row for the bell, and a push to each of the member's
 * devices, queued in the caller's transaction: a notification exists exactly when what it tells
 * of does, and a push service that is slow or down never holds up the request (push-delivery
 * jobs are retried on their own).
 */
export class NotificationCentre {
  private keys: Promise<VapidKeys> | undefined;
  readonly subject: string;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    settings: { publicUrl: string; mailFrom: string; allowLoopback: boolean },
    log: FastifyBaseLogger,
  ) {
    this.subject = vapidSubject(settings.publicUrl, settings.mailFrom);
    definePushDelivery(db, jobs, log, () => this.vapidKeys(), this.subject);
  }

  /** The key pair, made on first use (the server asks at start) and then kept in memory. */
  vapidKeys(): Promise<VapidKeys> {
    this.keys ??= vapidKeys(this.db).catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  /** Notifies one member unless they turned the kind off; true when a notification was made. */
  async notify(tx: Database, notice: Notice): Promise<boolean> {
    const who = await repo.recipient(tx, notice.userId, notice.kind);
    if (!who || who.off) return false;
    const language = notice.language ?? recipientLanguage(who, await getDefaultLanguage(tx));
    const made = await this.insert(
      tx,
      [{ userId: notice.userId, language }],
      notice.kind,
      () => ({
        title: notice.title,
        body: notice.body,
      }),
      notice.url,
      notice.dedupeKey,
    );
    return made > 0;
  }

  /**
   * Notifies many members at once (a match's followers), each in their language; the caller has
   * left out those who turned the kind off. Returns how many were made (a retry makes none twice).
   */
  async insert(
    tx: Database,
    recipients: readonly { userId: string; language: Language }[],
    kind: NotificationKind,
    words: () => { title: ServerText; body: ServerText },
    url: string,
    dedupeKey?: string,
  ) {
    const { title, body } = words();
    const rows = recipients.map(({ userId, language }) => ({
      userId,
      kind,
      title: textIn(language, title).slice(0, 300),
      body: textIn(language, body).slice(0, BODY_MAX),
      url,
      dedupeKey: dedupeKey ?? null,
    }));
    const made = await repo.insertNotifications(tx, rows);
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    const subscriptions = await repo.subscriptionIdsOf(
      tx,
      made.map((row) => row.userId),
    );
    const madeId = new Map(made.map((row) => [row.userId, row.id]));
    await this.jobs.sendMany(
      tx,
      'push-delivery',
      subscriptions.map(({ id, userId }): PushMessage & { subscriptionId: string } => {
        const row = byUser.get(userId)!;
        return {
          subscriptionId: id,
          title: row.title,
          body: row.body,
          url: row.url,
          tag: madeId.get(userId) ?? kind,
        };
      }),
    );
    return made.length;
  }

  /** A push to each of the member's devices, with no row in the bell (the settings' test). */
  async pushOnly(db: Database, userId: string, message: PushMessage) {
    const subscriptions = await repo.subscriptionIdsOf(db, [userId]);
    await this.jobs.sendMany(
      db,
      'push-delivery',
      subscriptions.map(({ id }) => ({ subscriptionId: id, ...message })),
    );
    return subscriptions.length;
  }
}
