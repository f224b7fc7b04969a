import type { Language } from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { textIn, withValues } from '../../i18n/server-text';
import type { JobContext, JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import { findUserById } from '../auth/repository';
import { deviceName } from './device-name';
import { noticeMailMessages as m } from './messages';

export const noticeKinds = [
  'new-device',
  'two-factor-on',
  'two-factor-off',
  'password-changed',
] as const;
const noticeJob = z.object({
  userId: z.string(),
  kind: z.enum(noticeKinds),
  userAgent: z.string().nullable().optional(),
  network: z.string().nullable().optional(),
});
export type SecurityNotice = z.infer<typeof noticeJob>;

/** Queues a notice through `db` (a transaction: it commits with the change it tells of). */
export async function sendSecurityNotice(jobs: JobQueue, db: Database, notice: SecurityNotice) {
  await jobs.send(db, 'security-notice', notice);
}

export interface NoticeContext {
  db: Database;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
}

const subjects = {
  'new-device': [m.newDeviceSubject, m.newDeviceBody],
  'two-factor-on': [m.twoFactorOnSubject, m.twoFactorOnBody],
  'two-factor-off': [m.twoFactorOffSubject, m.twoFactorOffBody],
  'password-changed': [m.passwordChangedSubject, m.passwordChangedBody],
} as const;

/** The owner's email about their account's security, in their language (issue 38). */
export function defineSecurityNoticeJobs(jobs: JobQueue, ctx: NoticeContext) {
  jobs.define('security-notice', noticeJob, (notice, job) => mailNotice(ctx, notice, job));
}

async function mailNotice(ctx: NoticeContext, notice: SecurityNotice, job: JobContext) {
  const user = await findUserById(ctx.db, notice.userId);
  if (!user) return; // the account went meanwhile
  const language: Language = recipientLanguage(user, await getDefaultLanguage(ctx.db));
  const [subject, body] = subjects[notice.kind];
  const values = {
    name: user.name,
    siteName: await ctx.siteName(),
    device: deviceName(language, notice.userAgent),
    place: notice.network ?? textIn(language, m.unknownPlace),
    settingsUrl: new URL('/settings', ctx.publicUrl).toString(),
    resetUrl: new URL('/reset-password', ctx.publicUrl).toString(),
  };
  await ctx.db.transaction(async (tx) => {
    await ctx.mailer.enqueue(tx, {
      to: user.email,
      subject: textIn(language, withValues(subject, values)),
      text: textIn(language, withValues(body, values)),
    });
    await job.completeIn(tx);
  });
}
