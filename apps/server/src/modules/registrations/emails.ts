import type { MailAttachment, MailMessage } from '../mail/outbox';
import { buildCalendar, type CalendarEntry } from '../events/ics';
import type { Mailer } from '../mail/mailer';
import type { Database } from '../../db/client';
import { escapeHtml } from '../mail/escape-html';
import { qrPng } from './qr-png';

/** What registration emails need from the app: where to send and how to link back. */
export interface Notifier {
  mailer: Mailer;
  publicUrl: string;
}

export interface MailEvent {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  venueName: string;
  venueAddress: string | null;
  latitude: number | null;
  longitude: number | null;
  status: 'draft' | 'published' | 'cancelled';
  updatedAt: Date;
}

export interface MailRegistration {
  firstName: string;
  email: string;
  seats: number;
}

export type RegistrationMailKind =
  'confirmed' | 'waitlisted' | 'promoted' | 'reminder' | 'cancelled';

const subjects: Record<RegistrationMailKind, (title: string) => string> = {
  confirmed: (title) => `You're registered: ${title}`,
  waitlisted: (title) => `You're on the waiting list: ${title}`,
  promoted: (title) => `A place opened up — you're in: ${title}`,
  reminder: (title) => `Tomorrow: ${title}`,
  cancelled: (title) => `Cancelled: ${title}`,
};

const openings: Record<RegistrationMailKind, string> = {
  confirmed: 'your registration is confirmed.',
  waitlisted:
    'the event is full, so you are on the waiting list. We will email you if a place opens up.',
  promoted: 'a place opened up and your registration is now confirmed.',
  reminder: 'a reminder that the event starts in about a day.',
  cancelled:
    'we are sorry: the organisers have cancelled the event. There is nothing you need to do.',
};

// One formatter for every email: building one per call costs more than the rest of the email.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
});

function when(event: MailEvent) {
  return `${dateTime.format(event.startsAt)} – ${dateTime.format(event.endsAt)} (UTC)`;
}

export function calendarEntry(event: MailEvent, publicUrl: string): CalendarEntry {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
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
export async function ticketAttachments(
  event: MailEvent,
  ticket: string,
  publicUrl: string,
): Promise<MailAttachment[]> {
  const ticketUrl = `${publicUrl}/ticket?t=${encodeURIComponent(ticket)}`;
  const qr = qrPng(ticketUrl);
  const ics = buildCalendar([calendarEntry(event, publicUrl)], {
    name: event.title,
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
 * The message for one registration: event details, the ticket link (cancel, or an organiser's
 * check-in by scanning the QR code) and, once a place is held, the event as an .ics file.
 */
export async function registrationMail(
  kind: RegistrationMailKind,
  event: MailEvent,
  registration: MailRegistration,
  ticket: string,
  publicUrl: string,
  prepared?: MailAttachment[],
): Promise<MailMessage> {
  const ticketUrl = `${publicUrl}/ticket?t=${encodeURIComponent(ticket)}`;
  const holdsPlace = kind !== 'waitlisted' && kind !== 'cancelled';
  const venue = [event.venueName, event.venueAddress].filter(Boolean).join(', ');
  const seats =
    registration.seats > 1 ? `${registration.seats} places (you and your guest)` : '1 place';
  const text = [
    `Hello ${registration.firstName},`,
    '',
    `For "${event.title}", ${openings[kind]}`,
    '',
    `When: ${when(event)}`,
    `Where: ${venue}`,
    `Places: ${seats}`,
    '',
    ...(holdsPlace
      ? [
          `Your ticket (show its QR code at the entrance), or cancel if you cannot come: ${ticketUrl}`,
        ]
      : kind === 'waitlisted'
        ? [`To leave the waiting list: ${ticketUrl}`]
        : []),
    `Event page: ${publicUrl}/event-details/${event.id}`,
  ].join('\n');

  const attachments = holdsPlace
    ? (prepared ?? (await ticketAttachments(event, ticket, publicUrl)))
    : [];
  const qrHtml = holdsPlace
    ? `<p><img src="cid:ticket-qr" width="240" height="240" alt="Check-in QR code"></p>`
    : '';
  const html = [
    `<p>Hello ${escapeHtml(registration.firstName)},</p>`,
    `<p>For <strong>${escapeHtml(event.title)}</strong>, ${escapeHtml(openings[kind])}</p>`,
    `<p>When: ${escapeHtml(when(event))}<br>Where: ${escapeHtml(venue)}<br>Places: ${escapeHtml(seats)}</p>`,
    qrHtml,
    kind === 'cancelled'
      ? ''
      : `<p><a href="${escapeHtml(ticketUrl)}">${holdsPlace ? 'Your ticket — or cancel' : 'Leave the waiting list'}</a></p>`,
  ].join('\n');
  return { to: registration.email, subject: subjects[kind](event.title), text, html, attachments };
}

export async function sendRegistrationMail(
  db: Database,
  notifier: Notifier,
  kind: RegistrationMailKind,
  event: MailEvent,
  registration: MailRegistration,
  ticket: string,
  prepared?: MailAttachment[],
) {
  await notifier.mailer.enqueue(
    db,
    await registrationMail(kind, event, registration, ticket, notifier.publicUrl, prepared),
  );
}
