import { setTimeout as delay } from 'node:timers/promises';
import { expect } from 'vitest';
import { newAccount } from './accounts';
import type { CrashWriteKind } from './crash-checks';
import type { WriteOutcome } from './crash-load';
import { eventBody, registrationBody } from './events';

/** What came back for one request sent while the database failed and recovered. */
export interface Answer {
  kind: 'visitor-read' | 'member-read' | CrashWriteKind;
  url: string;
  status: number | 'lost';
  retryAfter: string | null;
  error: string | undefined;
  stale: boolean;
  ms: number;
  index: number;
  body: unknown;
}

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A member who owns a channel with an event in it, on the server at `base`. */
export async function prepareScene(base: string) {
  const account = newAccount();
  const signup = await post(`${base}/api/auth/signup`, account);
  const token = String(signup.token);
  const memberId = String((signup.user as { _id: string })._id);
  const created = await post(
    `${base}/api/channels`,
    { name: 'Outage Club', description: 'Reads on.', coverImageUrl: 'https://example.org/c.jpg' },
    token,
  );
  const channelId = (created.channel as { _id: string })._id;
  const capacity = 10_000;
  const event = await post(`${base}/api/events`, eventBody({ capacity, channelId }), token);
  const eventId = String(event._id);
  const month = new Date();
  const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString();
  const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 2, 1)).toISOString();
  // The public lists and pages a visitor reads (DESIGN: served from the last good copy).
  const publicReads = [
    '/api/events',
    '/api/events/upcoming',
    `/api/events/${eventId}`,
    `/api/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    `/api/events/${eventId}/tournament`,
    '/api/channels',
    '/api/channels/search?q=Outage',
  ].map((path) => `${base}${path}`);
  return {
    base,
    account,
    token,
    memberId,
    channelId,
    capacity,
    eventId,
    eventTitle: String(event.title),
    publicReads,
  };
}
export type Scene = Awaited<ReturnType<typeof prepareScene>>;

export const email = (index: number) => `outage.${index}@example.org`;
export const content = (index: number) => `Outage post ${index}`;

/** Reads every public URL once, so each has a last good copy. */
export async function warm(scene: Scene) {
  for (const url of scene.publicReads) expect((await fetch(url)).status, url).toBe(200);
}

/**
 * Light load, `workers` at a time, until `stop()`: visitors read the public lists and register,
 * the member reads as themself and posts. Every answer is kept, with how long it took.
 */
export async function runLoad(scene: Scene, stop: () => boolean, workers = 4) {
  const answers: Answer[] = [];
  let next = 0;
  async function send(index: number) {
    const turn = index % 5;
    const kind: Answer['kind'] = (
      ['visitor-read', 'member-read', 'registration', 'post', 'visitor-read'] as const
    )[turn]!;
    const member = { authorization: `Bearer ${scene.token}` };
    const [url, init]: [string, RequestInit] =
      kind === 'visitor-read'
        ? [scene.publicReads[index % scene.publicReads.length]!, {}]
        : kind === 'member-read'
          ? [`${scene.base}${index % 2 ? '/api/auth/user' : '/api/events'}`, { headers: member }]
          : kind === 'registration'
            ? [
                `${scene.base}/api/registration/${scene.eventId}`,
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify(registrationBody({ email: email(index) })),
                },
              ]
            : [
                `${scene.base}/api/posts`,
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', ...member },
                  body: JSON.stringify({ content: content(index), channel: scene.channelId }),
                },
              ];
    const started = Date.now();
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
      const body: unknown = await response.json().catch(() => null);
      answers.push({
        kind,
        url,
        index,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        error: (body as { error?: string } | null)?.error,
        stale: response.headers.has('x-portal-stale'),
        ms: Date.now() - started,
        body,
      });
    } catch {
      answers.push({
        kind,
        url,
        index,
        status: 'lost',
        retryAfter: null,
        error: undefined,
        stale: false,
        ms: Date.now() - started,
        body: null,
      });
    }
  }
  async function worker() {
    while (!stop()) await send(next++);
  }
  await Promise.all(Array.from({ length: workers }, worker));
  return answers;
}

/**
 * The outage's promises: nothing but 503-with-Retry-After ('unavailable') among 5xx, no
 * connection lost, every public list 200 throughout (from its last good copy while down).
 */
export function expectOnlyHonestAnswers(answers: Answer[]) {
  const broken = answers.filter(
    (a) =>
      a.status === 'lost' ||
      (a.status >= 500 && !(a.status === 503 && a.retryAfter && a.error === 'unavailable')),
  );
  expect(broken, 'no 5xx but 503 unavailable with Retry-After').toEqual([]);
  const visitorsRefused = answers.filter((a) => a.kind === 'visitor-read' && a.status !== 200);
  expect(visitorsRefused, 'public lists answer 200 throughout').toEqual([]);
}

/** The acknowledged writes, in the shape crash-checks.ts reads. */
export const writeOutcomes = (answers: Answer[]): WriteOutcome<CrashWriteKind>[] =>
  answers.flatMap((a) =>
    a.kind === 'registration' || a.kind === 'post'
      ? [{ kind: a.kind, index: a.index, status: a.status, body: a.body }]
      : [],
  );

/** Polls `probe` every 50 ms until it is true; resolves with how long that took. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await delay(50);
  }
  throw new Error(`waited ${timeoutMs} ms for ${what}`);
}

export const healthIs = (base: string, status: number) => async () =>
  (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).status === status;

export { post };
