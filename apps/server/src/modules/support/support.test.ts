import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

const message = (overrides: object = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'Asha.Rao@Example.org',
  message: 'Can I volunteer at the food festival?',
  ...overrides,
});

describe('support desk', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  let address = 0;
  const send = (payload: object, remoteAddress = `10.9.0.${++address}`) =>
    ctx.app.inject({ method: 'POST', url: '/api/serviceform', payload, remoteAddress });

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    member = await signUp(ctx.app);
  });

  it('stores the message and emails the site admins', async () => {
    const response = await send(message());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    const inbox = await ctx.app.inject({ url: '/api/admin/messages', headers: admin.auth });
    expect(inbox.json()[0]).toMatchObject({
      firstName: 'Asha',
      email: 'asha.rao@example.org',
      handled: false,
    });
    const mail = await ctx.db.execute<{ subject: string }>(
      sql`select subject from outbox where to_address = ${admin.email}`,
    );
    expect(mail.rows.map((row) => row.subject)).toContain('New message from Asha Rao');
  });

  it('requires all four fields and a valid email, with the messages the form shows', async () => {
    const response = await send({ firstName: ' ', lastName: '', email: 'nope', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      message: 'Message is required',
    });
  });

  it('answers a filled honeypot as usual and stores nothing', async () => {
    const before = await ctx.db.execute(sql`select count(*)::int as n from support_messages`);
    const response = await send(message({ website: 'http://spam.example' }));
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    const after = await ctx.db.execute(sql`select count(*)::int as n from support_messages`);
    expect(after.rows).toEqual(before.rows);
  });

  it('limits one address to 5 messages an hour (429 with Retry-After), others unaffected', async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await send(message(), '10.77.0.1')).statusCode).toBe(200);
    const limited = await send(message(), '10.77.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message(), '10.77.0.2')).statusCode).toBe(200);
  });

  it('lets site admins mark messages handled and filter; nobody else', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/messages' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/messages', headers: member.auth })).statusCode,
    ).toBe(403);
    const [first] = (
      await ctx.app.inject({ url: '/api/admin/messages', headers: admin.auth })
    ).json();
    const patch = (auth: Record<string, string> | undefined, id = first._id) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/messages/${id}`,
        payload: { handled: true },
        ...(auth ? { headers: auth } : {}),
      });
    expect((await patch(member.auth)).statusCode).toBe(403);
    const handled = await patch(admin.auth);
    expect(handled.json()).toMatchObject({ _id: first._id, handled: true });
    const open = (
      await ctx.app.inject({ url: '/api/admin/messages?handled=false', headers: admin.auth })
    ).json();
    expect(open.some((row: { _id: string }) => row._id === first._id)).toBe(false);
    expect((await patch(admin.auth, 'nope')).statusCode).toBe(404);
  });
});
