import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { createEvent, register, registrationBody } from '../../test/events';
import { browserKeys, decryptPush, startPushService } from '../../test/push-service';
import { useTestApp } from '../../test/test-app';
import { checkEndpoint } from './endpoints';

type Member = Awaited<ReturnType<typeof signUp>>;

// Issue 40: the bell's list and read calls, the switches per kind, push subscriptions and their
// checks, and a push delivered to a push service on 127.0.0.1, decrypted as the browser would.
describe('notifications and web push', () => {
  const ctx = useTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  let push: Awaited<ReturnType<typeof startPushService>>;
  let admin: Member;
  let rahul: Member;
  let jayesh: Member;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    who?: Member,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const list = async (who: Member, query = '') => {
    const response = await call('GET', `/api/notifications${query}`, who);
    expect(response.statusCode).toBe(200);
    return response.json<{
      items: {
        _id: string;
        kind: string;
        title: string;
        body: string;
        url: string;
        readAt: string | null;
      }[];
      unread: number;
      nextCursor: string | null;
    }>();
  };
  const subscribe = async (who: Member, path: string) => {
    const keys = browserKeys();
    const endpoint = `${push.origin}/push/${path}`;
    const response = await call('POST', '/api/push/subscriptions', who, {
      endpoint,
      keys: keys.json,
    });
    expect(response.statusCode).toBe(201);
    return { keys, endpoint };
  };
  const subscriptionCount = async (endpoint: string) =>
    (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from push_subscriptions where endpoint = ${endpoint}`,
      )
    ).rows[0]!.n;
  const runPushes = () => ctx.app.jobs.runQueued(['push-delivery']);

  beforeAll(async () => {
    push = await startPushService();
    admin = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', mobile: '+353 85 765 4321' }));
    await makeAdmin(ctx.db, admin.id);
    rahul = await signUp(ctx.app, newAccount({ name: 'राहुल शर्मा', mobile: '+91 98250 11223' }));
    jayesh = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ', mobile: '+44 7400 654321' }));
  });
  afterAll(async () => push?.stop());

  it('refuses visitors (401) on every call of their own', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/notifications', undefined],
      ['POST', '/api/notifications/read', {}],
      ['GET', '/api/me/notification-preferences', undefined],
      ['PUT', '/api/me/notification-preferences', {}],
      ['POST', '/api/push/subscriptions', {}],
      ['DELETE', '/api/push/subscriptions', { endpoint: 'https://x.example' }],
      ['POST', '/api/push/test', undefined],
      ['GET', '/api/me/follows', undefined],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    // The public key is public: the browser needs it to subscribe.
    const key = await call('GET', '/api/push/key');
    expect(key.statusCode).toBe(200);
    expect(Buffer.from(key.json<{ publicKey: string }>().publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps one VAPID key pair in server_secrets', async () => {
    const first = (await call('GET', '/api/push/key')).json<{ publicKey: string }>().publicKey;
    const { rows } = await ctx.db.execute<{ value: string }>(
      sql`select value from server_secrets where name = 'vapid-keys'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.value)).toMatchObject({ publicKey: first });
  });

  it('refuses a subscription that is not https or whose keys have the wrong size (400)', async () => {
    const keys = browserKeys().json;
    const bad = [
      { endpoint: 'http://push.example.com/send/1', keys },
      { endpoint: 'ftp://push.example.com/send/1', keys },
      { endpoint: 'not a url', keys },
      {
        endpoint: 'https://push.example.com/send/1',
        keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) },
      },
      {
        endpoint: 'https://push.example.com/send/1',
        keys: { ...keys, auth: Buffer.alloc(12).toString('base64url') },
      },
      // 65 bytes that are not an uncompressed point
      {
        endpoint: 'https://push.example.com/send/1',
        keys: { ...keys, p256dh: Buffer.alloc(65, 7).toString('base64url') },
      },
      { endpoint: 'https://push.example.com/send/1', keys: { auth: keys.auth } },
    ];
    for (const payload of bad) {
      const response = await call('POST', '/api/push/subscriptions', rahul, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('validation');
    }
    const good = await call('POST', '/api/push/subscriptions', rahul, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
      expirationTime: null,
      keys,
    });
    expect(good.statusCode).toBe(201);
    const gone = await call('DELETE', '/api/push/subscriptions', rahul, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
    });
    expect(gone.statusCode).toBe(200);
    expect(await subscriptionCount('https://fcm.googleapis.com/fcm/send/abc123')).toBe(0);
  });

  it('lets a loopback http:// push service in only with PUSH_ALLOW_LOOPBACK', () => {
    expect(() => checkEndpoint('http://127.0.0.1:9000/push', false)).toThrow();
    expect(() => checkEndpoint('https://localhost/push', false)).toThrow();
    expect(() => checkEndpoint('http://127.0.0.1:9000/push', true)).not.toThrow();
    expect(() => checkEndpoint('http://push.example.com/push', true)).toThrow();
    expect(() => checkEndpoint('https://user:pw@push.example.com/push', false)).toThrow();
    expect(() =>
      checkEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false),
    ).not.toThrow();
  });

  it('delivers a waitlist promotion to the bell and, encrypted, to the push service', async () => {
    await ctx.db.execute(sql`update users set language = 'hi' where id = ${jayesh.id}`);
    const device = await subscribe(jayesh, 'jayesh-phone');
    const event = await createEvent(ctx.app, admin.auth, { title: 'Diwali Mela', capacity: 1 });
    const first = await register(
      ctx.app,
      event._id,
      registrationBody({ firstName: 'Rahul' }),
      rahul.auth,
    );
    const second = await register(
      ctx.app,
      event._id,
      registrationBody({ firstName: 'Jayesh' }),
      jayesh.auth,
    );
    expect(second.json().status).toBe('waitlisted');
    expect((await list(jayesh)).items).toHaveLength(0);

    const { rows } = await ctx.db.execute<{ ticket: string }>(
      sql`select ticket from registrations where id = ${first.json().registrationId}`,
    );
    const before = push.received.length;
    const cancelled = await call('POST', '/api/tickets/cancel', undefined, {
      ticket: rows[0]!.ticket,
    });
    expect(cancelled.statusCode).toBe(200);
    // Nothing was sent while the request ran: the push waits in the queue.
    expect(push.received.length).toBe(before);

    const bell = await list(jayesh);
    expect(bell.unread).toBe(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'waitlistConfirmed',
      title: 'आपकी जगह पक्की हो गई',
      url: `/event-details/${event._id}`,
      readAt: null,
    });
    expect(bell.items[0]!.body).toContain('Diwali Mela');

    await runPushes();
    const delivered = push.received.filter((one) => one.path === '/push/jayesh-phone');
    expect(delivered).toHaveLength(1);
    const sent = delivered[0]!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0);
    // VAPID (RFC 8292): signed with our key, for this push service's origin.
    const publicKey = (await call('GET', '/api/push/key')).json<{ publicKey: string }>().publicKey;
    const authorization = String(sent.headers.authorization);
    expect(authorization).toContain(`k=${publicKey}`);
    const jwt = /t=([^,\s]+)/.exec(authorization)![1]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
      aud: string;
      sub: string;
    };
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    const message = JSON.parse(decryptPush(sent.body, device.keys)) as Record<string, string>;
    expect(message).toMatchObject({
      title: 'आपकी जगह पक्की हो गई',
      url: `/event-details/${event._id}`,
      tag: bell.items[0]!._id,
    });
    expect(message.body).toContain('Diwali Mela');
  });

  it('lists newest first with a cursor, and marks read only the caller’s own', async () => {
    const zoe = await signUp(ctx.app, newAccount({ name: 'محمد', mobile: '+971 50 765 4321' }));
    for (let index = 1; index <= 23; index += 1)
      await ctx.app.notifications.notify(ctx.db, {
        userId: zoe.id,
        kind: 'mentoring',
        title: `Notice ${index}`,
        body: 'Body',
        url: '/mentoring',
      });
    const first = await list(zoe);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(23);
    expect(first.items[0]!.title).toBe('Notice 23');
    const second = await list(zoe, `?cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', '/api/notifications?cursor=bm9wZQ', zoe)).statusCode).toBe(400);

    // Another member's ids change nothing.
    const other = await call('POST', '/api/notifications/read', rahul, {
      ids: [first.items[0]!._id],
    });
    expect(other.json()).toMatchObject({ read: 0 });
    expect((await list(zoe)).unread).toBe(23);

    const one = await call('POST', '/api/notifications/read', zoe, { ids: [first.items[0]!._id] });
    expect(one.json()).toEqual({ read: 1, unread: 22 });
    expect((await list(zoe)).items[0]!.readAt).not.toBeNull();
    const bad = await call('POST', '/api/notifications/read', zoe, { ids: ['not-an-id'] });
    expect(bad.statusCode).toBe(400);
    const all = await call('POST', '/api/notifications/read', zoe, {});
    expect(all.json()).toEqual({ read: 22, unread: 0 });
  });

  it('keeps a switch per kind; a kind turned off makes no notification', async () => {
    const mine = await call('GET', '/api/me/notification-preferences', rahul);
    expect(mine.json()).toEqual({
      waitlistConfirmed: true,
      registrationCancelled: true,
      eventTomorrow: true,
      mentoring: true,
      joinApproved: true,
      followedMatch: true,
    });
    const off = { ...mine.json(), mentoring: false };
    const saved = await call('PUT', '/api/me/notification-preferences', rahul, off);
    expect(saved.json()).toEqual(off);
    expect(
      (await call('PUT', '/api/me/notification-preferences', rahul, { mentoring: false }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/me/notification-preferences', jayesh)).json().mentoring).toBe(
      true,
    );
    const made = await ctx.app.notifications.notify(ctx.db, {
      userId: rahul.id,
      kind: 'mentoring',
      title: 'x',
      body: 'y',
      url: '/mentoring',
    });
    expect(made).toBe(false);
    await call('PUT', '/api/me/notification-preferences', rahul, { ...off, mentoring: true });
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const device = await subscribe(rahul, 'rahul-old-laptop');
    push.state.answer = 410;
    try {
      const test = await call('POST', '/api/push/test', rahul);
      expect(test.json()).toEqual({ queued: 1 });
      await runPushes();
    } finally {
      push.state.answer = 201;
    }
    expect(await subscriptionCount(device.endpoint)).toBe(0);
    const none = await call('POST', '/api/push/test', rahul);
    expect(none.statusCode).toBe(409);
  });

  it('sends the settings’ test push, "Notifications are on", to the caller’s own devices', async () => {
    const device = await subscribe(rahul, 'rahul-new-phone');
    await subscribe(jayesh, 'jayesh-tablet');
    const before = push.received.length;
    expect((await call('POST', '/api/push/test', rahul)).json()).toEqual({ queued: 1 });
    await runPushes();
    const sent = push.received.slice(before);
    expect(sent.map((one) => one.path)).toEqual(['/push/rahul-new-phone']);
    expect(JSON.parse(decryptPush(sent[0]!.body, device.keys))).toMatchObject({
      title: 'Notifications are on',
    });
  });

  it('never delays the request when the push service is down; the push is retried', async () => {
    const member = await signUp(
      ctx.app,
      newAccount({ name: 'Anne-Marie O’Brien', mobile: '+1 415 555 0134' }),
    );
    await subscribe(member, 'down');
    push.state.answer = 'hang';
    try {
      const started = Date.now();
      const response = await call('POST', '/api/push/test', member);
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
      const { rows } = await ctx.db.execute<{ state: string }>(
        sql`select state from pgboss.job where name = 'push-delivery' and state = 'created'`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
    } finally {
      push.state.answer = 201;
    }
    // A push service that refuses the connection fails the try; the queue keeps it for a retry.
    await ctx.db.execute(
      sql`update push_subscriptions set endpoint = 'http://127.0.0.1:9/push/down' where user_id = ${member.id}`,
    );
    await runPushes();
    const { rows } = await ctx.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'push-delivery' and state = 'retry'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    await ctx.db.execute(sql`delete from pgboss.job where name = 'push-delivery'`);
  });
});
