import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './app';
import { randomIndianMobile } from './phones';

// Events through the API: the demo events, registrations, the outbox, and events a test creates.

/** The demo events the server seeds (apps/server, demo-events.ts), by title. */
export const demoEvents = {
  cup: 'Summer Cricket Cup',
  jazz: 'Jazz & Folk Music Night',
  workshop: 'Career Mentorship Workshop',
} as const;

export interface ApiEvent {
  _id: string;
  title: string;
  date: string;
  endDate: string;
  timeZone: string;
  online: boolean;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

interface OutboxItem {
  to: string;
  subject: string;
  text: string;
  attachments: string[];
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Random lower-case letters: names accept letters only, so suffixes are letters too. */
export function randomLetters(count: number): string {
  return Array.from(
    { length: count },
    () => letters[Math.floor(Math.random() * letters.length)],
  ).join('');
}

/** A person no other test uses: a random surname and a matching email. */
export function newPerson(firstName = 'Tess'): Person {
  const suffix = randomLetters(8);
  const lastName = `E${suffix}`;
  return {
    firstName,
    lastName,
    email: `e2e-${firstName.toLowerCase()}-${suffix}@example.org`,
    phone: randomIndianMobile(),
  };
}

/** The demo admin's bearer token, for the API calls only a site admin may make. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const { token } = await signIn(request, 'admin');
  return token!;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A published event found by its title in the public list. */
export async function findEvent(request: APIRequestContext, title: string): Promise<ApiEvent> {
  const response = await request.get('/api/events');
  expect(response.status()).toBe(200);
  const event = ((await response.json()) as ApiEvent[]).find((item) => item.title === title);
  expect(event, `the demo event "${title}"`).toBeDefined();
  return event!;
}

/** Creates a published event a few weeks ahead as the admin; the caller deletes it. */
export async function createEvent(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<ApiEvent> {
  const start = new Date(Date.now() + 20 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const response = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'Created by an end-to-end test.',
      date: start.toISOString(),
      location: 'Test Hall',
      status: 'published',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiEvent;
}

export async function deleteEvent(request: APIRequestContext, token: string, id: string) {
  const response = await request.delete(`/api/events/${id}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
}

interface Registration {
  guest?: Person;
  eventUpdates?: 'yes' | 'no';
}

/** Registers a person (and a guest) through the API, as a visitor. */
export async function register(
  request: APIRequestContext,
  eventId: string,
  person: Person,
  { guest, eventUpdates = 'yes' }: Registration = {},
) {
  const response = await request.post(`/api/registration/${eventId}`, {
    data: {
      title: 'Ms.',
      ...person,
      eventUpdates,
      hasGuest: guest ? 'yes' : 'no',
      ...(guest && {
        guestTitle: 'Mr.',
        guestFirstName: guest.firstName,
        guestLastName: guest.lastName,
        guestEmail: guest.email,
        guestPhone: guest.phone,
      }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { status: string; registrationId: string };
}

/** The newest outbox message to `to` whose subject starts with `subject`, once it is there. */
export async function mailTo(
  request: APIRequestContext,
  token: string,
  to: string,
  subject: string,
): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/outbox?limit=100', {
          headers: bearer(token),
        });
        expect(response.status()).toBe(200);
        const { items } = (await response.json()) as { items: OutboxItem[] };
        found = items.find((item) => item.to === to && item.subject.startsWith(subject));
        return found !== undefined;
      },
      { message: `an email to ${to}: ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The ticket path (/ticket?t=…) from a confirmation email's text. */
export function ticketPath(mail: OutboxItem): string {
  const match = /\/ticket\?t=([^\s]+)/.exec(mail.text);
  expect(match, 'a ticket link in the email').not.toBeNull();
  return `/ticket?t=${match![1]}`;
}

/** A registered person's ticket path, read from their confirmation email. */
export async function ticketFor(
  request: APIRequestContext,
  token: string,
  person: Person,
  eventTitle: string,
): Promise<string> {
  return ticketPath(await mailTo(request, token, person.email, `You're registered: ${eventTitle}`));
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The event's start day as the calendar names it ("Saturday 5 December 2026") and its month
 * parameter (2026-12): its day at the venue, in `timeZone` (issue 19), whatever the browser's.
 */
export function calendarDay(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day', number>;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return {
    label: `${weekdays[weekday]} ${parts.day} ${months[parts.month - 1]} ${parts.year}`,
    month: `${parts.year}-${String(parts.month).padStart(2, '0')}`,
  };
}

/**
 * Venue maps are frames from OpenStreetMap and Google, which a test must not wait for: each
 * answers with a small blank page instead, so pages load and axe reads the frames at once.
 */
export async function stubMapFrames(page: Page) {
  await page.route(/^https:\/\/(www\.openstreetmap\.org|maps\.google\.com)\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body></body></html>',
    }),
  );
}

/**
 * Loads the venue map frames still waiting to scroll into view (they load lazily), so axe does
 * not stop at each unloaded frame until its injection times out.
 */
export async function loadMapFrames(page: Page) {
  const frames = page.locator('iframe');
  await frames.evaluateAll((elements) => {
    for (const element of elements) element.setAttribute('loading', 'eager');
  });
  const count = await frames.count();
  await expect
    .poll(() => page.frames().filter((frame) => frame.url().startsWith('https://')).length)
    .toBe(count);
}
