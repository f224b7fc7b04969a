import { describe, expect, it } from 'vitest';
import { channelMembers } from '../db/schema/index';
import { newAccount, signUp } from '../test/accounts';
import { channelWith, createEvent, register, registrationBody } from '../test/events';
import { useTestApp } from '../test/test-app';

/**
 * Plain members are handed the visitors' shared copy of the public lists (issue #22); managers
 * are not, and nothing of one member's reaches another or a visitor.
 */
describe('public lists shared between visitors and members', () => {
  const ctx = useTestApp();
  const read = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers });

  it('gives two members and a visitor the same lists after one registers; a manager sees more', async () => {
    const manager = await signUp(ctx.app, newAccount({ name: 'Deepa Raghunathan' }));
    const asha = await signUp(ctx.app, newAccount({ name: 'आशा वर्मा' }));
    const bhavin = await signUp(ctx.app, newAccount({ name: 'ભાવિન શાહ' }));
    const channelId = await channelWith(ctx.db, manager.id, 'owner');
    const open = await createEvent(ctx.app, manager.auth, { title: 'Diwali Mela', channelId });
    await createEvent(ctx.app, manager.auth, {
      title: 'Secret planning draft',
      channelId,
      status: 'draft',
    });

    const registered = await register(
      ctx.app,
      open._id,
      registrationBody({ firstName: 'Asha', lastName: 'Verma' }),
      asha.auth,
    );
    expect(registered.statusCode).toBe(201);

    const lists = [
      '/api/events',
      '/api/events/upcoming?limit=3',
      `/api/events/${open._id}`,
      '/api/channels',
    ];
    for (const url of lists) {
      // The manager first: their answer (drafts, canManage) must never become the shared copy.
      const managed = await read(url, manager.auth);
      const visitor = await read(url);
      const first = await read(url, asha.auth);
      const second = await read(url, bhavin.auth);
      for (const response of [managed, visitor, first, second])
        expect(response.statusCode).toBe(200);
      expect(first.body, url).toBe(visitor.body);
      expect(second.body, url).toBe(visitor.body);
      // The same copy: one ETag, though only the visitor's may be kept by a shared HTTP cache.
      expect(first.headers.etag).toBe(visitor.headers.etag);
      expect(visitor.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      for (const text of [visitor.body, first.body, second.body]) {
        expect(text).not.toContain('Secret planning draft');
        expect(text).not.toContain('"canManage":true');
        expect(text).not.toContain(asha.email);
        expect(text).not.toContain('Verma');
      }
      if (url === '/api/events') expect(managed.body).toContain('Secret planning draft');
    }
    const event = (await read(`/api/events/${open._id}`, bhavin.auth)).json();
    expect(event).toMatchObject({ seatsTaken: 1, canManage: false });

    // Each member's own bits come from their own call.
    const mine = (auth: Record<string, string>) =>
      read(`/api/events/${open._id}/my-registrations`, auth).then(
        (response) => response.json<{ registrations: unknown[] }>().registrations,
      );
    expect(await mine(asha.auth)).toHaveLength(1);
    expect(await mine(bhavin.auth)).toHaveLength(0);
  });

  it('stops sharing with a member the moment they become a channel’s admin', async () => {
    const owner = await signUp(ctx.app, newAccount({ name: 'Farhan Qureshi' }));
    const member = await signUp(ctx.app, newAccount({ name: "D'Souza Lobo-Pinto" }));
    const channelId = await channelWith(ctx.db, owner.id, 'owner');
    await createEvent(ctx.app, owner.auth, {
      title: 'Committee draft',
      channelId,
      status: 'draft',
    });
    expect((await read('/api/events', member.auth)).body).not.toContain('Committee draft');

    // A plain member of the channel still reads as a visitor does.
    await ctx.db.insert(channelMembers).values({ channelId, userId: member.id, role: 'member' });
    expect((await read('/api/events', member.auth)).body).toBe((await read('/api/events')).body);
    const promoted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/channels/${channelId}/members/${member.id}`,
      headers: owner.auth,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    const after = await read('/api/events', member.auth);
    expect(after.body).toContain('Committee draft');
    expect(after.body).toContain('"canManage":true');
    // And the visitors' copy is still the visitors'.
    expect((await read('/api/events')).body).not.toContain('Committee draft');
  });

  it('shares a wall with members, each seeing only their own posts as theirs to delete', async () => {
    const author = await signUp(ctx.app, newAccount({ name: 'Ngozi Okonkwo-Eze' }));
    const reader = await signUp(ctx.app, newAccount({ name: 'Hiroshi Tanaka' }));
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: author.auth,
      payload: { content: 'नमस्ते, everyone — see you at the mela!' },
    });
    expect(posted.statusCode).toBe(201);
    type Wall = { authorId: string | null; canDelete: boolean }[];
    const deletable = (body: string) =>
      JSON.parse(body as string)
        .filter((post: Wall[number]) => post.canDelete)
        .map((post: Wall[number]) => post.authorId);
    // The author first: their answer (their post deletable) must not become the shared copy.
    const first = await read('/api/posts', author.auth);
    const visitor = await read('/api/posts');
    const plain = await read('/api/posts', reader.auth);
    expect(deletable(first.body)).toEqual([author.id]);
    expect(visitor.body).not.toContain('"canDelete":true');
    expect(plain.body).toBe(visitor.body);
    expect(plain.headers.etag).toBe(visitor.headers.etag);

    // Now the shared copy is there first: the author still gets their own answer.
    const reply = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: reader.auth,
      payload: { content: "Hiroshi's reply" },
    });
    expect(reply.statusCode).toBe(201);
    expect((await read('/api/posts')).body).not.toContain('"canDelete":true');
    expect(deletable((await read('/api/posts', author.auth)).body)).toEqual([author.id]);
    expect(deletable((await read('/api/posts', reader.auth)).body)).toEqual([reader.id]);
  });
});
