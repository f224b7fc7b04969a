import {
  type EmailKind,
  type EventTranslations,
  type Language,
  type MessageDescriptor,
} from '@portal/contract';
import type { MailAttachment, MailMessage } from '../mail/outbox';
import { buildCalendar, type CalendarEntry } from '../events/ics';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../../db/client';
import { escapeHtml } from '../mail/escape-html';
import { venueSpan } from '../../i18n/zoned-times';
import { htmlIn, plainIn } from '../mail/html-text';
import { registrationMailMessages } from './messages';
import { qrPng } from './qr-png';
import { laterRecipientLanguage, type SavedLanguage } from '../mail/recipient-language';
import type { NotificationCentre } from '../notifications/centre';
import { notifyRegistration } from '../notifications/registration-notices';

/** What registration emails need from the app: where to send and how to link back. */
export interface Notifier {
  mailer: Mailer;
  publicUrl: string;
  /** The bell and web push (issue 40); without it, email only. */
  notifications?: NotificationCentre;
}

export interface MailEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** IANA zone the event happens in: its times are written there, named (issue 19). */
  timeZone: string;
  venueName: string;
  venueAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  status: 'draft' | 'published' | 'cancelled';
  updatedAt: Date;
  translations?: EventTranslations;
}

export interface MailRegistration {
  firstName: string;
  email: string;
  seats: number;
}

export type RegistrationMailKind =
  | 'confirmed'
  | 'waitlisted'
  | 'promoted'
  | 'payable'
  | 'reminder'
  | 'cancelled'
  // ADR 42: a paid ticket refunded; a registration the organisers withdrew (free, or unpaid).
  | 'refunded'
  | 'withdrawn';

const m = registrationMailMessages;
const subjects: Record<RegistrationMailKind, MessageDescriptor> = {
  confirmed: m.subjectConfirmed,
  waitlisted: m.subjectWaitlisted,
  promoted: m.subjectPromoted,
  payable: m.subjectPayable,
  reminder: m.subjectReminder,
  cancelled: m.subjectCancelled,
  refunded: m.subjectRefunded,
  withdrawn: m.subjectWithdrawn,
};

const openings: Record<RegistrationMailKind, MessageDescriptor> = {
  confirmed: m.openingConfirmed,
  waitlisted: m.openingWaitlisted,
  promoted: m.openingPromoted,
  payable: m.openingPayable,
  reminder: m.openingReminder,
  cancelled: m.openingCancelled,
  refunded: m.openingRefunded,
  withdrawn: m.openingWithdrawn,
};

/** Mails about a registration that ended: no ticket, no link to act on it. */
const ending: readonly RegistrationMailKind[] = ['cancelled', 'refunded', 'withdrawn'];

/** The event's title and description in `language` where its organisers gave them (ADR 25). */
function inLanguage(event: MailEvent, language: Language) {
  const version = event.translations?.[language];
  return {
    title: version?.title ?? event.title,
    description: version?.description ?? event.description,
  };
}

/** The event for a calendar, in the reader's language where its organisers wrote one. */
export function calendarEntry(
  event: MailEvent,
  publicUrl: string,
  language: Language = 'en',
): CalendarEntry {
  return {
    id: event.id,
    ...inLanguage(event, language),
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    location: [event.venueName, event.venueAddress].filter(Boolean).join(', '),
    latitude: event.latitude,
    longitude: event.longitude,
    status: event.status,
    updatedAt: event.updatedAt,
    url: `${publicUrl}/event-details/${event.id}`,
  };
}

/**
 * The ticket's QR code and the event as an .ics file. Drawing the QR code takes a few
 * milliseconds of CPU, so registration prepares it before taking the event's lock.
 */
/** The ticket's own page: the link in its email and behind its QR code. */
export const ticketPageUrl = (publicUrl: string, ticket: string) =>
  `${publicUrl}/ticket?t=${encodeURIComponent(ticket)}`;

export async function ticketAttachments(
  event: MailEvent,
  ticket: string,
  publicUrl: string,
  language: Language,
): Promise<MailAttachment[]> {
  const ticketUrl = ticketPageUrl(publicUrl, ticket);
  const qr = qrPng(ticketUrl);
  const entry = calendarEntry(event, publicUrl, language);
  const ics = buildCalendar([entry], {
    name: entry.title,
    uidDomain: new URL(publicUrl).hostname,
  });
  return [
    {
      filename: 'ticket-qr.png',
      contentType: 'image/png',
      content: qr.toString('base64'),
      cid: 'ticket-qr',
    },
    {
      filename: 'event.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(ics).toString('base64'),
    },
  ];
}

/**
 * The message for one registration, in `language`: event details, the ticket link (cancel, or an
 * organiser's check-in by scanning the QR code) and, once a place is held, the event as an .ics.
 */
export async function registrationMail(
  kind: RegistrationMailKind,
  event: MailEvent,
  registration: MailRegistration,
  ticket: string,
  publicUrl: string,
  language: Language,
  prepared?: MailAttachment[],
): Promise<MailMessage> {
  const ticketUrl = ticketPageUrl(publicUrl, ticket);
  // A paid ticket's place offered from the waiting list (issue 25) is not a ticket until paid.
  const holdsPlace = kind !== 'waitlisted' && kind !== 'payable' && !ending.includes(kind);
  const { title } = inLanguage(event, language);
  const values = {
    name: registration.firstName,
    title,
    when: venueSpan(event.startsAt, event.endsAt, event.timeZone, language),
    venue: [event.venueName, event.venueAddress].filter(Boolean).join(', '),
    seats: registration.seats,
  };
  const say = (message: MessageDescriptor, extra: Record<string, string> = {}) =>
    plainIn(language, message, { ...values, ...extra });
  const html = (message: MessageDescriptor) => htmlIn(language, message, values);
  const text = [
    say(m.hello),
    '',
    say(openings[kind]),
    '',
    say(m.when),
    say(m.where),
    say(m.places),
    '',
    ...(holdsPlace
      ? [say(m.ticketLine, { link: ticketUrl })]
      : kind === 'waitlisted'
        ? [say(m.leaveLine, { link: ticketUrl })]
        : kind === 'payable'
          ? [say(m.payLine, { link: ticketUrl })]
          : []),
    say(m.eventPage, { link: `${publicUrl}/event-details/${event.id}` }),
  ].join('\n');

  const attachments = holdsPlace
    ? (prepared ?? (await ticketAttachments(event, ticket, publicUrl, language)))
    : [];
  const qrHtml = holdsPlace
    ? `<p><img src="cid:ticket-qr" width="240" height="240" alt="${html(m.qrAlt)}"></p>`
    : '';
  const htmlBody = [
    `<p>${html(m.hello)}</p>`,
    `<p>${html(openings[kind])}</p>`,
    `<p>${html(m.when)}<br>${html(m.where)}<br>${html(m.places)}</p>`,
    qrHtml,
    ending.includes(kind)
      ? ''
      : `<p><a href="${escapeHtml(ticketUrl)}">${html(holdsPlace ? m.ticketLink : kind === 'payable' ? m.payLink : m.leaveLink)}</a></p>`,
  ].join('\n');
  return {
    to: registration.email,
    subject: say(subjects[kind]),
    text,
    html: htmlBody,
    attachments,
  };
}

/**
 * A registration's email, in its registrant's language (recipient-language.ts); `bell: false`
 * leaves out the notification (a ticket holder's own refund: they know, the email is their record).
 */
export async function sendRegistrationMail(
  db: Database,
  notifier: Notifier,
  kind: RegistrationMailKind,
  event: MailEvent,
  registration: MailRegistration & SavedLanguage & { id?: string },
  ticket: string,
  { bell = true }: { bell?: boolean } = {},
) {
  const language = await laterRecipientLanguage(db, registration);
  const message = await registrationMail(
    kind,
    event,
    registration,
    ticket,
    notifier.publicUrl,
    language,
  );
  const optional = optionalKinds[kind];
  if (optional)
    await notifier.mailer.enqueueOptional(
      db,
      { kind: optional, userId: registration.userId, language },
      message,
    );
  else await notifier.mailer.enqueue(db, message);
  // The same news in the bell and as a push, for a registrant who was signed in (ADR 60).
  if (bell)
    await notifyRegistration(db, notifier.notifications, kind, event, registration, language);
}

/**
 * Registration mail a person may turn off (issue 39, ADR 58): the day-before reminder, and the
 * organisers calling the event off. The rest is their ticket, its changes and their money.
 */
const optionalKinds: Partial<Record<RegistrationMailKind, EmailKind>> = {
  reminder: 'eventReminders',
  cancelled: 'eventUpdates',
};
