import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../db/schema/index';
import { makeAdmin, signUp } from './accounts';
import { databaseFingerprint, volatileTables } from './database-fingerprint';
import { createEvent, eventBody, registrationBody } from './events';
import { clubFinal } from '../modules/tournament/cricsheet/club-final.fixture';
import { useTestApp } from './test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

/**
 * Who may call each route that changes data:
 * - public: anyone (sign-in, registration, donations, the contact form, webhooks);
 * - self: any signed-in member, acting on their own account, channels or donations;
 * - manager: the admins of the record's channel (or of the event's channel), and site admins;
 *   a plain member and another channel's admin are refused with 403 and change nothing;
 * - admin: site admins only.
 * Every such route in the API document must be listed here: a new one fails this test until
 * someone decides who may call it. Manager routes carry a valid body, so a refusal can only
 * come from the role check, never from validation.
 */
type Level = 'public' | 'self' | 'manager' | 'admin';
type Ids = Record<string, string>;
type Entry = Level | { level: 'manager'; body?: (ids: Ids) => Record<string, unknown> };

const teamBody = () => ({ name: 'Matrix Tigers', shortName: 'MTX' });
const matrix: Record<string, Entry> = {
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'self',
  'POST /api/auth/logout-all': 'self',
  'POST /api/auth/change-password': 'self',
  'POST /api/auth/reset-password/request': 'public',
  'POST /api/auth/reset-password/confirm': 'public',
  // Issue 38 (ADR 55): the code step of a sign-in, and a member's own two-step sign-in and
  // sessions (another member's session id is 404: account-security.test.ts).
  'POST /api/auth/login/2fa': 'public',
  'POST /api/me/2fa/setup': 'self',
  'POST /api/me/2fa/enable': 'self',
  'POST /api/me/2fa/disable': 'self',
  'DELETE /api/me/sessions': 'self',
  'DELETE /api/me/sessions/{id}': 'self',
  'PUT /api/profile/profile': 'self',
  'POST /api/profile/picture': 'self',
  'DELETE /api/profile/picture': 'self',
  'PUT /api/account/settings': 'self',
  'PUT /api/profile/language': 'self',
  'DELETE /api/account': 'self',
  // Issue 39 (ADR 57): one's own deletion, its restore link (the token is the proof), and the
  // site admins' deletion of a member on request.
  'DELETE /api/me': 'self',
  'POST /api/account/restore': 'public',
  'DELETE /api/admin/members/{id}/data': 'admin',
  'PUT /api/admin/site-settings': 'admin',
  // Issue 35: the roster is the site admins'; requests to join are theirs too, and a batch rep's
  // for their own batch only (join-requests.test.ts): a plain member is refused.
  'POST /api/admin/join-requests/{userId}/approve': 'admin',
  'POST /api/admin/join-requests/{userId}/reject': 'admin',
  'POST /api/admin/roster/import': 'admin',
  'POST /api/admin/roster/invite': 'admin',
  'POST /api/events': { level: 'manager', body: (ids) => eventBody({ channelId: ids.channel }) },
  'PUT /api/events/{id}': {
    level: 'manager',
    body: (ids) => eventBody({ channelId: ids.channel }),
  },
  'DELETE /api/events/{id}': { level: 'manager' },
  'POST /api/events/{id}/series': {
    level: 'manager',
    body: () => ({ recurrence: { frequency: 'weekly', count: 2 } }),
  },
  'POST /api/registration/{eventId}': 'public',
  'POST /api/events/{id}/registrations/{registrationId}/check-in': {
    level: 'manager',
    body: () => ({ checkedIn: true }),
  },
  'POST /api/tickets/lookup': 'public',
  'POST /api/tickets/cancel': 'public',
  'POST /api/tickets/check-in': { level: 'manager', body: (ids) => ({ ticket: ids.ticket }) },
  // Issue 25 §4 (ADR 42): the event's managers refund any registration; the ticket's holder
  // refunds their own (the ticket secret is the proof), within the event's refund window.
  'POST /api/events/{id}/registrations/{registrationId}/refund': { level: 'manager' },
  'POST /api/tickets/refund': 'public',
  'POST /api/channels': 'self',
  'PUT /api/channels/{id}': {
    level: 'manager',
    body: () => ({ name: 'Taken over', coverImageUrl: 'https://example.org/x.jpg' }),
  },
  'DELETE /api/channels/{id}': { level: 'manager' },
  'PATCH /api/channels/{id}/members/{userId}': {
    level: 'manager',
    body: () => ({ role: 'admin' }),
  },
  'DELETE /api/channels/{id}/members/{userId}': { level: 'manager' },
  'POST /api/channels/{id}/join': 'self',
  'POST /api/channels/{id}/invites': {
    level: 'manager',
    body: (ids) => ({ identifier: ids.applicantEmail }),
  },
  // {userId} is someone who asked to join: only the channel's admins may answer.
  'POST /api/channels/{id}/invites/{userId}/accept': { level: 'manager' },
  'POST /api/channels/{id}/invites/{userId}/reject': { level: 'manager' },
  'POST /api/posts': {
    level: 'manager',
    body: (ids) => ({ content: 'Not my wall', channel: ids.channel }),
  },
  'DELETE /api/posts/{id}': { level: 'manager' },
  'POST /api/feedposts': {
    level: 'manager',
    body: (ids) => ({ title: 'News', content: 'Text', channelId: ids.channel }),
  },
  'PUT /api/feedposts/{id}': {
    level: 'manager',
    body: (ids) => ({ title: 'Edited', content: 'Text', channelId: ids.channel }),
  },
  'DELETE /api/feedposts/{id}': { level: 'manager' },
  'PATCH /api/feedposts/{id}/status': { level: 'manager', body: () => ({ isActive: false }) },
  'POST /api/members': 'admin',
  'PUT /api/members/{id}': 'admin',
  'DELETE /api/members/{id}': 'admin',
  // Issue 38: a member who lost their phone and recovery codes (account-security.test.ts).
  'DELETE /api/members/{id}/2fa': 'admin',
  'PUT /api/batches/{batch}/reps': 'admin',
  // Issue 37: verified members post and set their alerts; site admins moderate; the poster or an
  // admin closes (opportunities.test.ts); the signed token is the proof for unsubscribing.
  'POST /api/opportunities': 'self',
  'PUT /api/opportunities/alerts': 'self',
  'POST /api/opportunities/{id}/publish': 'admin',
  'POST /api/opportunities/{id}/reject': 'admin',
  'POST /api/opportunities/{id}/close': 'self',
  'POST /api/unsubscribe': 'public',
  // Issue 39: one's own email choices and consent; the notice is the site admins'; the signed,
  // single-use token is the proof for one-click unsubscribe (email-choices.test.ts).
  'PUT /api/me/email-preferences': 'self',
  'POST /api/me/privacy-consent': 'self',
  'PUT /api/admin/privacy-notice': 'admin',
  'POST /u/{token}': 'public',
  // Issue 37: one's own mentoring offer and requests; the wrong party of a request is refused 403
  // (mentoring.test.ts, each move by each party).
  'PUT /api/mentoring/me': 'self',
  'POST /api/mentoring/requests': 'self',
  'POST /api/mentoring/requests/{id}/accept': 'self',
  'POST /api/mentoring/requests/{id}/decline': 'self',
  'POST /api/mentoring/requests/{id}/withdraw': 'self',
  'POST /api/mentoring/requests/{id}/complete': 'self',
  'POST /api/mentoring/requests/{id}/cancel': 'self',
  'POST /api/mentoring/requests/{id}/feedback': 'self',
  'POST /donate/payment': 'public',
  'POST /donate/verify': 'public',
  'POST /donate/failed': 'public',
  'POST /donate/webhook': 'public',
  'POST /api/donations/{id}/cancel': 'self',
  'POST /api/serviceform': 'public',
  'PATCH /api/admin/messages/{id}': 'admin',
  'POST /api/admin/jobs/{queue}/retry': 'admin',
  // Issue 40: one's own notifications, switches, devices and follows (notifications.test.ts).
  'POST /api/notifications/read': 'self',
  'PUT /api/me/notification-preferences': 'self',
  'POST /api/push/subscriptions': 'self',
  'DELETE /api/push/subscriptions': 'self',
  'POST /api/push/test': 'self',
  'POST /api/matches/{id}/follow': 'self',
  'DELETE /api/matches/{id}/follow': 'self',
  'POST /api/teams/{id}/follow': 'self',
  'DELETE /api/teams/{id}/follow': 'self',
  'POST /api/media': 'self',
  'POST /api/events/{id}/photos': 'self',
  // The author may remove their own photo; anyone else needs to manage the event (media.test.ts).
  'DELETE /api/events/{id}/photos/{photoId}': 'self',
  'POST /api/events/{id}/photos/{photoId}/report': 'self',
  'POST /api/events/{id}/photos/{photoId}/moderate': {
    level: 'manager',
    body: () => ({ action: 'hide' }),
  },
  'PUT /api/events/{id}/tournament/points': {
    level: 'manager',
    body: () => ({ win: 3, tie: 1, noResult: 1, loss: 0 }),
  },
  'POST /api/events/{id}/teams': { level: 'manager', body: teamBody },
  'PUT /api/teams/{id}': { level: 'manager', body: teamBody },
  'DELETE /api/teams/{id}': { level: 'manager' },
  'POST /api/events/{id}/matches': {
    level: 'manager',
    body: () => ({ team1ShortName: 'AAA', team2ShortName: 'BBB', date: new Date().toISOString() }),
  },
  'POST /api/events/{id}/matches/import': { level: 'manager' },
  'PUT /api/matches/{id}': {
    level: 'manager',
    body: () => ({ team1ShortName: 'AAA', team2ShortName: 'BBB', date: new Date().toISOString() }),
  },
  'DELETE /api/matches/{id}': { level: 'manager' },
  'PUT /api/matches/{id}/score': {
    level: 'manager',
    body: () => ({ status: 'completed', innings: [] }),
  },
  // Ball-by-ball scoring (issue 24): managers and the members they name as the match's scorers.
  'PUT /api/matches/{id}/lineups': {
    level: 'manager',
    body: () => ({ team1: ['A One', 'A Two'], team2: ['B One', 'B Two'] }),
  },
  'PUT /api/matches/{id}/toss': {
    level: 'manager',
    body: () => ({ winner: 'AAA', decision: 'bat' }),
  },
  'PUT /api/matches/{id}/scorers': { level: 'manager', body: () => ({ scorers: [] }) },
  'POST /api/matches/{id}/balls': {
    level: 'manager',
    body: () => ({
      seq: 1,
      innings: 1,
      striker: 'A One',
      nonStriker: 'A Two',
      bowler: 'B One',
      runs: 0,
    }),
  },
  'DELETE /api/matches/{id}/balls/last': { level: 'manager' },
  'POST /api/vitals': 'public',
  // Issue 25: anyone holding Razorpay Checkout's signed result confirms their own payment.
  'POST /api/payments/verify': 'public',
  // Issue 25 §3: promo codes are the event's managers' (the guard of its registrations list).
  'POST /api/events/{id}/promo-codes': {
    level: 'manager',
    body: () => ({ code: 'MATRIX10', kind: 'percent', value: 10 }),
  },
  'DELETE /api/events/{id}/promo-codes/{codeId}': { level: 'manager' },
  // Issue 24: the tournament's format and importing a Cricsheet match are the organisers'.
  'PUT /api/events/{id}/tournament/format': { level: 'manager', body: () => ({ overs: 10 }) },
  'POST /api/events/{id}/matches/cricsheet': {
    level: 'manager',
    body: () => clubFinal() as unknown as Record<string, unknown>,
  },
};

const levelOf = (entry: Entry | undefined): Level | undefined =>
  typeof entry === 'object' ? entry.level : entry;

describe('authorization matrix', () => {
  const ctx = useTestApp();
  let owner: Account;
  let member: Account;
  let otherAdmin: Account;
  const ids: Ids = {};
  let routes: string[] = [];

  async function created(response: { statusCode: number; body: string }) {
    if (response.statusCode >= 300) throw new Error(`setup failed: ${response.body}`);
    return JSON.parse(response.body) as Record<string, unknown>;
  }

  beforeAll(async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    owner = admin;
    member = await signUp(ctx.app);
    otherAdmin = await signUp(ctx.app);
    const applicant = await signUp(ctx.app);
    const post = (url: string, auth: Record<string, string>, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, headers: auth, payload }).then(created);

    const cover = 'https://example.org/c.jpg';
    const channel = await post('/api/channels', admin.auth, {
      name: 'Matrix channel',
      coverImageUrl: cover,
    });
    ids.channel = (channel.channel as { _id: string })._id;
    // Another channel's owner manages theirs, and nothing of ours.
    await post('/api/channels', otherAdmin.auth, { name: 'Other channel', coverImageUrl: cover });
    await post(`/api/channels/${ids.channel}/join`, applicant.auth, {});
    ids.applicant = applicant.id;
    ids.applicantEmail = applicant.email;

    ids.event = (await createEvent(ctx.app, admin.auth, { channelId: ids.channel }))._id;
    const registration = await post(`/api/registration/${ids.event}`, {}, registrationBody());
    ids.registration = String(registration.registrationId);
    const [ticketRow] = await ctx.db
      .select({ ticket: registrations.ticket })
      .from(registrations)
      .where(eq(registrations.id, ids.registration));
    ids.ticket = ticketRow!.ticket;
    ids.post = String(
      (await post('/api/posts', admin.auth, { content: 'Hello', channel: ids.channel }))._id,
    );
    const feed = await post('/api/feedposts', admin.auth, {
      title: 'News',
      content: 'Text',
      channelId: ids.channel,
    });
    ids.feedpost = (feed.post as { _id: string })._id;
    await post(`/api/events/${ids.event}/teams`, admin.auth, { name: 'Aces', shortName: 'AAA' });
    await post(`/api/events/${ids.event}/teams`, admin.auth, { name: 'Bees', shortName: 'BBB' });
    await post(`/api/events/${ids.event}/matches`, admin.auth, {
      team1ShortName: 'AAA',
      team2ShortName: 'BBB',
      date: new Date().toISOString(),
    });
    const tournament = await ctx.app.inject({ url: `/api/events/${ids.event}/tournament` });
    const { teams, matches } = tournament.json<Record<'teams' | 'matches', { _id: string }[]>>();
    ids.team = teams[0]!._id;
    ids.match = matches[0]!._id;
    ids.member = admin.id;

    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  });

  /** The route's path with real ids of the admin's records where it names one. */
  function urlOf(route: string) {
    const path = route.split(' ')[1]!;
    const anyId = '00000000-0000-4000-8000-000000000000';
    const byPrefix: [RegExp, string | undefined][] = [
      [/^\/api\/events\//, ids.event],
      [/^\/api\/channels\//, ids.channel],
      [/^\/api\/posts\//, ids.post],
      [/^\/api\/feedposts\//, ids.feedpost],
      [/^\/api\/members\//, ids.member],
      [/^\/api\/teams\//, ids.team],
      [/^\/api\/matches\//, ids.match],
    ];
    const id = byPrefix.find(([pattern]) => pattern.test(path))?.[1] ?? anyId;
    return path
      .replace('{id}', id)
      .replace('{eventId}', ids.event!)
      .replace('{registrationId}', ids.registration!)
      .replace('{userId}', route.includes('/invites/') ? ids.applicant! : ids.member!)
      .replace(/\{\w+\}/g, anyId);
  }

  function bodyOf(route: string) {
    const entry = matrix[route];
    if (route.endsWith('/matches/import')) return { csv: `${new Date().toISOString()},AAA,BBB` };
    return typeof entry === 'object' && entry.body ? entry.body(ids) : {};
  }

  it('lists every route that changes data, and nothing that no longer exists', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("refuses visitors (401), plain members and other channels' admins (403), changing nothing", async () => {
    const before = await databaseFingerprint(ctx.db, volatileTables);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['events', 'channels', 'posts']));
    const refused: string[] = [];
    for (const route of routes) {
      const level = levelOf(matrix[route]);
      if (level === 'public' || level === 'self' || level === undefined) continue;
      const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = urlOf(route);
      const payload = bodyOf(route);
      const asVisitor = await ctx.app.inject({ method, url, payload });
      expect(asVisitor.statusCode, `${route} as a visitor`).toBe(401);
      const callers = level === 'admin' ? { member } : { member, otherAdmin };
      for (const [who, caller] of Object.entries(callers)) {
        const response = await ctx.app.inject({ method, url, payload, headers: caller.auth });
        expect(response.statusCode, `${route} as ${who}: ${response.body}`).toBe(403);
        refused.push(route);
      }
    }
    expect(refused.length).toBeGreaterThan(30);
    expect(await databaseFingerprint(ctx.db, volatileTables)).toEqual(before);
  });

  it("lets the channel's own admin through on the same calls (the refusals were about the role)", async () => {
    for (const route of ['PUT /api/channels/{id}', 'POST /api/events/{id}/teams']) {
      const [method, url] = [route.split(' ')[0] as 'PUT' | 'POST', urlOf(route)];
      const body = route.includes('teams') ? { name: 'Cees', shortName: 'CCC' } : bodyOf(route);
      const response = await ctx.app.inject({ method, url, payload: body, headers: owner.auth });
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
    }
  });
});
