import { languageCodes, type Language } from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { textIn, withValues } from '../../i18n/server-text';
import type { JobContext, JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage } from '../site/repository';
import type { Limiter } from './limiter';
import { failedSignInMailMessages, resetMailMessages } from './messages';
import * as accounts from './repository';
import * as throttle from './throttle';

export interface AccountMailContext {
  db: Database;
  limiter: Limiter;
  mailer: Mailer;
  siteName: () => Promise<string>;
  resetPageUrl: string;
}

const resetJob = z.object({
  identifier: z.string(),
  language: z.enum(languageCodes as [Language, ...Language[]]),
});
const warningJob = z.object({ userId: z.string() });

/** The account emails that come after an answer: reset links and sign-in warnings (ADR 45). */
export function defineAccountMailJobs(jobs: JobQueue, ctx: AccountMailContext) {
  jobs.define('password-reset', resetJob, ({ identifier, language }, job) =>
    sendResetLink(ctx, identifier, language, job),
  );
  jobs.define('sign-in-warning', warningJob, ({ userId }, job) => warnOwner(ctx, userId, job));
}

/**
 * The work of a reset request: nothing, silently, for an unknown or too often asked account.
 * The token, the email and the job's completion commit together, so a retry never mails twice.
 */
export async function sendResetLink(
  ctx: AccountMailContext,
  identifier: string,
  requestLanguage: Language,
  job: Pick<JobContext, 'completeIn'>,
) {
  const user = identifier.includes('@')
    ? await accounts.findUserByEmail(ctx.db, identifier)
    : await accounts.findUserByMobile(ctx.db, identifier);
  if (!user) return;
  const accountKey = `reset:account:${user.id}`;
  if (!(await throttle.within(ctx.limiter, accountKey, throttle.limits.resetPerAccount))) return;
  const siteName = await ctx.siteName();
  await ctx.db.transaction(async (tx) => {
    const token = await accounts.createPasswordReset(tx, user.id);
    const link = `${ctx.resetPageUrl}?token=${encodeURIComponent(token)}`;
    const language = recipientLanguage(user, requestLanguage);
    const values = { name: user.name, siteName, link };
    await ctx.mailer.enqueue(tx, {
      to: user.email,
      subject: textIn(language, withValues(resetMailMessages.subject, values)),
      text: textIn(language, withValues(resetMailMessages.body, values)),
    });
    await job.completeIn(tx);
  });
}

/** Emails the owner that their account is being guessed at: at most once per window. */
async function warnOwner(ctx: AccountMailContext, userId: string, job: JobContext) {
  const user = await accounts.findUserById(ctx.db, userId);
  if (!user) return; // the account went meanwhile
  const window = throttle.limits.loginPerAccount;
  if (!(await throttle.within(ctx.limiter, `login:warned:${user.id}`, { ...window, max: 1 })))
    return;
  const language = recipientLanguage(user, await getDefaultLanguage(ctx.db));
  const values = {
    name: user.name,
    siteName: await ctx.siteName(),
    attempts: window.max,
    minutes: window.windowSeconds / 60,
  };
  await ctx.db.transaction(async (tx) => {
    await ctx.mailer.enqueue(tx, {
      to: user.email,
      subject: textIn(language, withValues(failedSignInMailMessages.subject, values)),
      text: textIn(language, withValues(failedSignInMailMessages.body, values)),
    });
    await job.completeIn(tx);
  });
}
