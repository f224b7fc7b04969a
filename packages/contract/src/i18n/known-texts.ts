// The contract's English texts (validation messages, the spec's fixed answers) by id. A client or
// the server translates one it received as English by looking it up here, then in a catalogue:
// id `contract.<group>.<key>`. Not in the index: only code translating texts needs it, and an
// English visitor's first visit loads none of it.
import { accountSecurityMessages } from '../account-security';
import { adminMessages } from '../admin';
import { alumniMessages } from '../alumni';
import { auditMessages } from '../audit';
import { messages as authMessages } from '../auth';
import { fillText, isTemplate, readTemplate } from './fill-text';
import { channelMessages } from '../channels';
import { contentTranslationMessages } from '../content-translation-messages';
import { donationMessages } from '../donations';
import { eventMessages } from '../event-messages';
import { seriesMessages } from '../event-series';
import { feedPostMessages } from '../feed-post-messages';
import { fieldMessages } from '../field-messages';
import { memberMessages } from '../members';
import { opportunityMessages } from '../opportunities';
import { unsubscribeMessages } from '../unsubscribe';
import { privacyMessages } from '../privacy';
import { mentoringMessages } from '../mentoring-messages';
import { notificationMessages } from '../notification-messages';
import { personNameMessages } from '../people';
import { phoneMessages } from '../phone';
import { postMessages } from '../post-messages';
import { profileMessages } from '../profile';
import { promoCodeMessages } from '../promo-code-messages';
import { registrationMessages } from '../registrations';
import { urlMessages } from '../safe-url';
import { contactMessages } from '../support';
import { ticketMessages } from '../ticket-messages';
import { refundMessages } from '../refund-messages';
import { scoreLabels, scoreMessages } from '../tournament';
import { ballMessages } from '../tournament-balls';
import { tournamentMessages } from '../tournament-messages';

const groups: Record<string, unknown> = {
  accountSecurity: accountSecurityMessages,
  admin: adminMessages,
  alumni: alumniMessages,
  audit: auditMessages,
  auth: authMessages,
  channels: channelMessages,
  contentTranslations: contentTranslationMessages,
  donations: donationMessages,
  events: eventMessages,
  series: seriesMessages,
  feedPosts: feedPostMessages,
  fields: fieldMessages,
  members: memberMessages,
  opportunities: opportunityMessages,
  unsubscribe: unsubscribeMessages,
  privacy: privacyMessages,
  mentoring: mentoringMessages,
  notifications: notificationMessages,
  personName: personNameMessages,
  phone: phoneMessages,
  posts: postMessages,
  profile: profileMessages,
  registrations: registrationMessages,
  urls: urlMessages,
  contact: contactMessages,
  tournament: tournamentMessages,
  score: scoreMessages,
  scoreLabels,
  balls: ballMessages,
  tickets: ticketMessages,
  refunds: refundMessages,
  promoCodes: promoCodeMessages,
};

/** Every contract text with its id; nested groups give dotted ids. */
export function contractTexts(): Map<string, string> {
  const byId = new Map<string, string>();
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') byId.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner);
  };
  for (const [group, texts] of Object.entries(groups)) walk(`contract.${group}`, texts);
  return byId;
}

/**
 * English text → translation. Texts with `{arguments}` (fill-text.ts) match whatever fills
 * them, and come back with the same values in the translation: 'At most 80 characters' finds
 * 'At most {max} characters'.
 */
export class TranslatedTexts extends Map<string, string> {
  private readonly templates: { read: ReturnType<typeof readTemplate>; translation: string }[] = [];

  addTemplate(english: string, translation: string) {
    this.templates.push({ read: readTemplate(english), translation });
  }

  override get(english: string): string | undefined {
    const exact = super.get(english);
    if (exact !== undefined) return exact;
    for (const { read, translation } of this.templates) {
      const values = read(english);
      if (!values) continue;
      // A `{label}` is a contract text itself (tournament.ts scoreLabels): it is translated too.
      if (values.label !== undefined) values.label = this.get(values.label) ?? values.label;
      return fillText(translation, values);
    }
    return undefined;
  }

  override has(english: string): boolean {
    return this.get(english) !== undefined;
  }
}

/**
 * English text → its translation in `catalogue`, for every contract text the catalogue has.
 * Two ids may share one English text; either translation serves.
 */
export function translatedTexts(catalogue: Readonly<Record<string, unknown>>): TranslatedTexts {
  const out = new TranslatedTexts();
  for (const [id, english] of contractTexts()) {
    const translated = catalogue[id];
    if (typeof translated !== 'string') continue;
    if (isTemplate(english)) out.addTemplate(english, translated);
    else if (Map.prototype.get.call(out, english) === undefined) out.set(english, translated);
  }
  return out;
}
