import type { EmailKind, Language } from '@portal/contract';
import type { Database } from '../../db/client';
import { textIn, withValues } from '../../i18n/server-text';
import { escapeHtml } from '../mail/escape-html';
import type { MailMessage } from '../mail/outbox';
import { unsubscribeLinks } from '../unsubscribe/tokens';
import { optionalMailMessages as m } from './messages';
import { mayEmail, type Recipient } from './repository';

export interface OptionalMailOptions {
  publicUrl: string;
  from: string;
}

export interface OptionalMail {
  kind: EmailKind;
  /** The account it goes to; without one, the choice is the message's address's. */
  userId?: string | null;
  language: Language;
}

/**
 * An optional email as it is sent (issue 39, ADR 58): nothing when its person turned its kind
 * off; else the message with the RFC 8058 headers and its text ending with the privacy notice's
 * link and then its own one-click unsubscribe link (`/u/{token}`, one token per message).
 */
export async function prepareOptionalMail(
  db: Database,
  options: OptionalMailOptions,
  optional: OptionalMail,
  message: MailMessage,
): Promise<MailMessage | undefined> {
  const to: Recipient = { userId: optional.userId, address: message.to };
  if (!(await mayEmail(db, to, optional.kind))) return undefined;
  const { pageUrl, headers } = await unsubscribeLinks(
    db,
    options,
    to.userId
      ? { kind: optional.kind, userId: to.userId }
      : { kind: optional.kind, address: message.to },
  );
  const privacyUrl = new URL('/privacy', options.publicUrl).toString();
  const say = (text: Parameters<typeof withValues>[0], link: string) =>
    textIn(optional.language, withValues(text, { link }));
  const text = [
    message.text.trimEnd(),
    '',
    '--',
    say(m.privacy, privacyUrl),
    say(m.unsubscribe, pageUrl),
  ].join('\n');
  const html = message.html
    ? `${message.html}\n<hr>\n<p><a href="${escapeHtml(privacyUrl)}">${escapeHtml(textIn(optional.language, m.privacyHtml))}</a> · <a href="${escapeHtml(pageUrl)}">${escapeHtml(textIn(optional.language, m.unsubscribeHtml))}</a></p>`
    : undefined;
  return {
    ...message,
    text,
    ...(html ? { html } : {}),
    headers: { ...message.headers, ...headers },
  };
}
