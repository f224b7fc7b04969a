import { expect, type APIRequestContext } from '@playwright/test';
import type { StoredSession } from './app';
import { bearer, randomLetters } from './events';
import { randomIndianMobile } from './phones';

// Channels, members and accounts through the API, for the community journeys.

/** The demo channels the server seeds (apps/server, demo-community.ts and demo-events.ts). */
export const demoChannels = {
  /** Owned by the demo admin, with two join requests waiting. */
  club: 'Riverside Cricket Club',
  /** Owned by the demo admin; the demo member is invited. */
  green: 'Green Streets Volunteers',
  alumni: 'Class of 2004 Alumni',
  music: 'Friday Music Circle',
} as const;

export interface Account {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

export interface ApiChannel {
  _id: string;
  name: string;
}

/**
 * A fresh account no other test uses: a name with a random surname to search for, a random
 * Indian mobile (typed without a country code) and a matching email.
 */
export function newAccount(firstName = 'Tess'): Account {
  const mobile = randomIndianMobile();
  return {
    name: `${firstName} Q${randomLetters(8)}`,
    email: `e2e-community-${mobile}@example.org`,
    mobile,
    password: `pass ${randomLetters(12)}`,
  };
}

/** Signs a new account up through the API; answers what the app stores after a sign-in. */
export async function signUp(
  request: APIRequestContext,
  account: Account,
): Promise<{ userId: string; session: StoredSession }> {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { _id: string } };
  return { userId: user._id, session: { token, isLoggedIn: 'true' } };
}

/** A channel found by its exact name in the public list. */
export async function findChannel(request: APIRequestContext, name: string): Promise<ApiChannel> {
  const response = await request.get(`/api/channels?${new URLSearchParams({ q: name })}`);
  expect(response.status()).toBe(200);
  const channel = ((await response.json()) as ApiChannel[]).find((item) => item.name === name);
  expect(channel, `the channel "${name}"`).toBeDefined();
  return channel!;
}

/** Creates a channel the token's owner owns; the caller deletes it. */
export async function createChannel(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<ApiChannel> {
  const response = await request.post('/api/channels', {
    headers: bearer(token),
    data: {
      name,
      description: 'Made by an end-to-end test.',
      coverImageUrl: '/images/events/alumni-meet.svg',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { channel: ApiChannel }).channel;
}

export async function deleteChannel(request: APIRequestContext, token: string, id: string) {
  const response = await request.delete(`/api/channels/${id}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
}

/** A member's id in the directory, found by a search that matches only them. */
export async function findMemberId(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<string> {
  const response = await request.get(`/api/members?${new URLSearchParams({ q: name })}`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  const member = ((await response.json()) as { _id: string; name: string }[]).find(
    (item) => item.name === name,
  );
  expect(member, `the member "${name}"`).toBeDefined();
  return member!._id;
}
