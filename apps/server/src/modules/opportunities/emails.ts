import { postMessages, type Language } from '@portal/contract';
import type { Database } from '../../db/client';
import { weekdayDateIn } from '../../i18n/zoned-times';
import { textIn, withValues } from '../../i18n/server-text';
import type { Mailer } from '../mail/mailer';
import { recipientLanguage } from '../mail/recipient-language';
import { getDefaultLanguage, getSiteTimeZone } from '../site/repository';
import { digestMailMessages, moderationMailMessages } from './messages';
import type { DueAlert, OpportunityRow } from './repository';

/** What opportunity emails need from the app: where to send, the site's name, links back. */
export interface OpportunityMail {
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
}

export const opportunitiesPage = (publicUrl: string) =>
  new URL('/opportunities', publicUrl).toString();

/** Tells the poster their post was published or rejected, in their language, in `tx`. */
export async function sendModerationMail(
  tx: Database,
  mail: OpportunityMail,
  post: OpportunityRow,
  poster: { email: string; language: string | null },
  decision: 'published' | 'rejected',
) {
  const language = recipientLanguage(poster, await getDefaultLanguage(tx));
  const values = {
    name: post.poster_name ?? textIn(language, postMessages.formerMember),
    title: post.title,
    company: post.company,
    siteName: await mail.siteName(),
    closes: weekdayDateIn(post.expires_at, await getSiteTimeZone(tx), language),
    link: opportunitiesPage(mail.publicUrl),
  };
  const m = moderationMailMessages;
  const [subject, body] =
    decision === 'published'
      ? [m.publishedSubject, m.publishedBody]
      : [m.rejectedSubject, m.rejectedBody];
  await mail.mailer.enqueue(tx, {
    to: poster.email,
    subject: textIn(language, withValues(subject, values)),
    text: textIn(language, withValues(body, values)),
  });
}

/** The weekly digest for one alert: only its new matches, in the member's language. */
export async function sendDigestMail(
  tx: Database,
  mail: OpportunityMail,
  alert: DueAlert,
  posts: readonly OpportunityRow[],
  siteLanguage: Language,
  timeZone: string,
) {
  const language = recipientLanguage(alert, siteLanguage);
  const m = digestMailMessages;
  const say = (message: (typeof m)[keyof typeof m], values: Record<string, string | number>) =>
    textIn(language, withValues(message, values));
  const siteName = await mail.siteName();
  const link = opportunitiesPage(mail.publicUrl);
  const items = posts.map((post) =>
    [
      `• ${say(post.remote ? m.itemRemote : m.item, { title: post.title, company: post.company, location: post.location })}`,
      `  ${say(m.closes, { date: weekdayDateIn(post.expires_at, timeZone, language) })}`,
    ].join('\n'),
  );
  const text = [
    say(m.opening, { name: alert.name, siteName }),
    '',
    ...items,
    '',
    say(m.seeAll, { link }),
    say(m.settings, { link: `${link}?tab=alerts` }),
  ].join('\n');
  // The `opportunities` choice (issue 39): its headers and one-click link come with it.
  await mail.mailer.enqueueOptional(
    tx,
    { kind: 'opportunities', userId: alert.user_id, language },
    { to: alert.email, subject: say(m.subject, { count: posts.length, siteName }), text },
  );
}
