import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from './accounts';
import { createEvent } from './events';
import { useTestApp } from './test-app';

/**
 * Who may call each route that changes data, at the door (before any body is read):
 * - public: anyone (sign-in, registration, donations, the contact form, webhooks);
 * - user: signed-in members; the handler then checks ownership or channel role;
 * - admin: site admins only.
 * Every such route in the API document must be listed here: a new one fails this test until
 * someone decides who may call it.
 */
const matrix: Record<string, 'public' | 'user' | 'admin'> = {
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/logout-all': 'user',
  'POST /api/auth/change-password': 'user',
  'POST /api/auth/reset-password/request': 'public',
  'POST /api/auth/reset-password/confirm': 'public',
  'PUT /api/profile/profile': 'user',
  'POST /api/profile/picture': 'user',
  'DELETE /api/profile/picture': 'user',
  'PUT /api/account/settings': 'user',
  'DELETE /api/account': 'user',
  'PUT /api/admin/site-settings': 'admin',
  'POST /api/events': 'user',
  'PUT /api/events/{id}': 'user',
  'DELETE /api/events/{id}': 'user',
  'POST /api/registration/{eventId}': 'public',
  'POST /api/events/{id}/registrations/{registrationId}/check-in': 'user',
  'POST /api/tickets/lookup': 'public',
  'POST /api/tickets/cancel': 'public',
  'POST /api/tickets/check-in': 'user',
  'POST /api/channels': 'user',
  'PUT /api/channels/{id}': 'user',
  'DELETE /api/channels/{id}': 'user',
  'PATCH /api/channels/{id}/members/{userId}': 'user',
  'DELETE /api/channels/{id}/members/{userId}': 'user',
  'POST /api/channels/{id}/join': 'user',
  'POST /api/channels/{id}/invites': 'user',
  'POST /api/channels/{id}/invites/{userId}/accept': 'user',
  'POST /api/channels/{id}/invites/{userId}/reject': 'user',
  'POST /api/posts': 'user',
  'DELETE /api/posts/{id}': 'user',
  'POST /api/feedposts': 'user',
  'PUT /api/feedposts/{id}': 'user',
  'DELETE /api/feedposts/{id}': 'user',
  'PATCH /api/feedposts/{id}/status': 'user',
  'POST /api/members': 'admin',
  'PUT /api/members/{id}': 'admin',
  'DELETE /api/members/{id}': 'admin',
  'POST /donate/payment': 'public',
  'POST /donate/verify': 'public',
  'POST /donate/failed': 'public',
  'POST /donate/webhook': 'public',
  'POST /api/donations/{id}/cancel': 'user',
  'POST /api/serviceform': 'public',
  'PATCH /api/admin/messages/{id}': 'admin',
  'PUT /api/events/{id}/tournament/points': 'user',
  'POST /api/events/{id}/teams': 'user',
  'PUT /api/teams/{id}': 'user',
  'DELETE /api/teams/{id}': 'user',
  'POST /api/events/{id}/matches': 'user',
  'POST /api/events/{id}/matches/import': 'user',
  'PUT /api/matches/{id}': 'user',
  'DELETE /api/matches/{id}': 'user',
  'PUT /api/matches/{id}/score': 'user',
  'POST /api/vitals': 'public',
};

// Tables whose rows legitimately move on any authenticated call (session last use, throttles).
const volatileTables = new Set(['sessions', 'auth_throttle', '__drizzle_migrations']);

describe('authorization matrix', () => {
  const ctx = useTestApp();
  let member: Awaited<ReturnType<typeof signUp>>;
  const ids: Record<string, string> = {};
  let routes: string[] = [];

  beforeAll(async () => {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    member = await signUp(ctx.app);
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: admin.auth,
      payload: { name: 'Matrix channel', coverImageUrl: 'https://example.org/c.jpg' },
    });
    ids.channel = channel.json().channel._id;
    ids.event = (await createEvent(ctx.app, admin.auth, { channelId: ids.channel }))._id;
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: admin.auth,
      payload: { content: 'Hello', channel: ids.channel },
    });
    ids.post = post.json()._id;
    const feed = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedposts',
      headers: admin.auth,
      payload: { title: 'News', content: 'Text' },
    });
    ids.feedpost = feed.json().post._id;
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
    ];
    const id = byPrefix.find(([pattern]) => pattern.test(path))?.[1] ?? anyId;
    return path
      .replace('{id}', id)
      .replace('{eventId}', ids.event!)
      .replace('{userId}', ids.member!)
      .replace(/\{\w+\}/g, anyId);
  }

  async function fingerprint() {
    const tables = await ctx.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const sums: Record<string, string> = {};
    for (const { table_name: table } of tables.rows) {
      if (volatileTables.has(table)) continue;
      const result = await ctx.db.execute<{ sum: string | null }>(
        sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as sum from "${table}" t`),
      );
      sums[table] = result.rows[0]?.sum ?? 'empty';
    }
    return sums;
  }

  it('lists every route that changes data, and nothing that no longer exists', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('refuses visitors (401) and plain members on admin routes (403), changing nothing', async () => {
    const before = await fingerprint();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['events', 'channels', 'posts']));
    for (const route of routes) {
      const level = matrix[route];
      if (level === 'public' || level === undefined) continue;
      const method = route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const url = urlOf(route);
      const asVisitor = await ctx.app.inject({ method, url, payload: {} });
      expect(asVisitor.statusCode, `${route} as a visitor`).toBe(401);
      if (level === 'admin') {
        const asMember = await ctx.app.inject({ method, url, payload: {}, headers: member.auth });
        expect(asMember.statusCode, `${route} as a member`).toBe(403);
      }
    }
    expect(await fingerprint()).toEqual(before);
  });
});
