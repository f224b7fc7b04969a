import { withValues, type ServerText } from '../../i18n/server-text';
import { venueSpan } from '../../i18n/zoned-times';
import type { Language, NotificationKind } from '@portal/contract';
import type { Database } from '../../db/client';
import type { NotificationCentre } from './centre';
import { notificationTexts as texts } from './messages';

/** What a registration's notification needs to know of its event. */
interface NoticeEvent {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  venueName: string;
  translations?: Partial<Record<Language, { title?: string }>>;
}

type Words = (language: Language) => { title: ServerText; body: ServerText };

/**
 * The registration emails that are also notifications (issue 40): a place from the waiting list,
 * the organisers cancelling the event or the registration (a paid one refunded too), and the
 * day-before reminder. Only a registration made while signed in has a member to notify.
 */
const byMail: Partial<
  Record<string, { kind: NotificationKind; words: (event: NoticeEvent) => Words }>
> = {
  promoted: {
    kind: 'waitlistConfirmed',
    words: (event) => (language) => ({
      title: texts.promotedTitle,
      body: withValues(texts.promotedBody, { title: titleIn(event, language) }),
    }),
  },
  payable: {
    kind: 'waitlistConfirmed',
    words: (event) => (language) => ({
      title: texts.payableTitle,
      body: withValues(texts.payableBody, { title: titleIn(event, language) }),
    }),
  },
  cancelled: {
    kind: 'registrationCancelled',
    words: (event) => (language) => ({
      title: withValues(texts.eventCancelledTitle, { title: titleIn(event, language) }),
      body: withValues(texts.eventCancelledBody, { title: titleIn(event, language) }),
    }),
  },
  withdrawn: {
    kind: 'registrationCancelled',
    words: (event) => (language) => ({
      title: texts.withdrawnTitle,
      body: withValues(texts.withdrawnBody, { title: titleIn(event, language) }),
    }),
  },
  refunded: {
    kind: 'registrationCancelled',
    words: (event) => (language) => ({
      title: texts.refundedTitle,
      body: withValues(texts.refundedBody, { title: titleIn(event, language) }),
    }),
  },
  reminder: {
    kind: 'eventTomorrow',
    words: (event) => (language) => ({
      title: withValues(texts.tomorrowTitle, { title: titleIn(event, language) }),
      body: withValues(texts.tomorrowBody, {
        when: venueSpan(event.startsAt, event.endsAt, event.timeZone, language),
        venue: event.venueName,
      }),
    }),
  },
};

const titleIn = (event: NoticeEvent, language: Language) =>
  event.translations?.[language]?.title ?? event.title;

/**
 * Notifies the registrant of `mailKind` when it is one of those kinds and they were signed in;
 * in `db`, the transaction the email is queued in. The words are in their language.
 */
export async function notifyRegistration(
  db: Database,
  centre: NotificationCentre | undefined,
  mailKind: string,
  event: NoticeEvent,
  registration: { id?: string; userId: string | null },
  language: Language,
) {
  const notice = byMail[mailKind];
  if (!centre || !notice || !registration.userId) return;
  const words = notice.words(event)(language);
  await centre.notify(db, {
    userId: registration.userId,
    kind: notice.kind,
    title: words.title,
    body: words.body,
    url: `/event-details/${event.id}`,
    dedupeKey: registration.id ? `registration:${registration.id}:${mailKind}` : undefined,
    language,
  });
}
