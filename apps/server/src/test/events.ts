import type { EventInput, RegistrationInput } from '@portal/contract';
import type { App } from '../app';
import type { Database } from '../db/client';
import { channelMembers } from '../db/schema/index';
import { insertChannel } from '../modules/channels/repository';

const hour = 3600_000;
let sequence = 0;

/** A valid event body starting `startsInHours` from now; override what a test cares about. */
export function eventBody(overrides: Partial<EventInput> = {}, startsInHours = 72): EventInput {
  sequence += 1;
  const start = new Date(Date.now() + startsInHours * hour);
  return {
    title: `Community Meetup ${sequence}`,
    description: 'Talks, food and friends.',
    date: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * hour).toISOString(),
    location: 'Town Hall',
    address: '1 Main Street',
    ...overrides,
  };
}

export async function createEvent(
  app: App,
  auth: Record<string, string>,
  overrides: Partial<EventInput> = {},
  startsInHours = 72,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: auth,
    payload: eventBody(overrides, startsInHours),
  });
  if (response.statusCode !== 201) throw new Error(`create event failed: ${response.body}`);
  return response.json<{ _id: string; title: string }>();
}

let people = 0;

/** A valid registration body with a unique email. */
export function registrationBody(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  people += 1;
  return {
    title: 'Ms.',
    firstName: 'Asha',
    lastName: 'Rao',
    email: `guest.${people}.${Date.now()}@example.org`,
    phone: '9876543210',
    eventUpdates: 'yes',
    hasGuest: 'no',
    ...overrides,
  };
}

export function withGuest(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return registrationBody({
    hasGuest: 'yes',
    guestTitle: 'Mr.',
    guestFirstName: 'Vikram',
    guestLastName: 'Rao',
    guestEmail: 'vikram@example.org',
    guestPhone: '9876500000',
    ...overrides,
  });
}

export function register(app: App, eventId: string, body: RegistrationInput, headers = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/registration/${eventId}`,
    payload: body,
    headers,
  });
}

/** A channel with `userId` in it under `role`. */
export async function channelWith(
  db: Database,
  userId: string,
  role: 'owner' | 'admin' | 'member',
) {
  const channel = await insertChannel(db, {
    name: `Channel ${++sequence}`,
    description: null,
    coverImageUrl: null,
    createdBy: null,
  });
  await db.insert(channelMembers).values({ channelId: channel.id, userId, role });
  return channel.id;
}
