import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

type Person = Awaited<ReturnType<typeof signUp>>;

describe('walls API', () => {
  const ctx = useTestApp();
  let admin: Person;
  let owner: Person;
  let member: Person;
  let outsider: Person;
  let channelId: string;

  const post = (auth: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload,
      ...(auth ? { headers: auth } : {}),
    });

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    owner = await signUp(ctx.app);
    member = await signUp(ctx.app);
    outsider = await signUp(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: owner.auth,
      payload: { name: 'Wall test', coverImageUrl: 'https://example.org/c.jpg' },
    });
    channelId = created.json().channel._id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/channels/${channelId}/join`,
      headers: member.auth,
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/channels/${channelId}/invites/${member.id}/accept`,
      headers: owner.auth,
    });
  });

  it('lets members post on their channel’s wall, newest first, as themselves', async () => {
    const first = await post(member.auth, {
      content: '  First!  ',
      channel: channelId,
      user: 'Somebody Else',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      user: member.name,
      content: 'First!',
      channelId,
      canDelete: true,
    });
    await post(owner.auth, { content: 'Second', channel: channelId });
    const wall = await ctx.app.inject({ url: `/api/posts?channel=${channelId}` });
    expect(wall.json().map((row: { content: string }) => row.content)).toEqual([
      'Second',
      'First!',
    ]);
    // A visitor reads the wall but may delete nothing.
    expect(wall.json().every((row: { canDelete: boolean }) => !row.canDelete)).toBe(true);
  });

  it('refuses blank posts, visitors, and people outside the channel; nothing is stored', async () => {
    expect((await post(member.auth, { content: '   ', channel: channelId })).json()).toMatchObject({
      fields: { content: 'Write something before posting.' },
    });
    expect((await post(undefined, { content: 'Hi', channel: channelId })).statusCode).toBe(401);
    const outside = await post(outsider.auth, { content: 'Let me in', channel: channelId });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('Join this channel to post on its wall.');
    expect((await post(member.auth, { content: 'x', channel: 'nochan' })).statusCode).toBe(404);
    expect((await post(member.auth, { content: 'x'.repeat(2001) })).statusCode).toBe(400);
    const wall = await ctx.app.inject({ url: `/api/posts?channel=${channelId}&limit=100` });
    expect(
      wall.json().some((row: { content: string }) => /Let me in|^\s*$/.test(row.content)),
    ).toBe(false);
  });

  it('keeps the main community wall for any member when no channel is given', async () => {
    const created = await post(outsider.auth, { content: 'Hello community' });
    expect(created.statusCode).toBe(201);
    expect(created.json().channelId).toBeNull();
    const wall = await ctx.app.inject({ url: '/api/posts' });
    expect(wall.json()[0]).toMatchObject({ content: 'Hello community', user: outsider.name });
    const channelWall = await ctx.app.inject({ url: `/api/posts?channel=${channelId}` });
    expect(
      channelWall.json().some((row: { content: string }) => row.content === 'Hello community'),
    ).toBe(false);
  });

  it('lets the author, the channel’s admins and site admins remove posts, nobody else', async () => {
    const ids: string[] = [];
    for (const content of ['one', 'two', 'three'])
      ids.push((await post(member.auth, { content, channel: channelId })).json()._id);
    const remove = (id: string, auth?: Record<string, string>) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/posts/${id}`,
        ...(auth ? { headers: auth } : {}),
      });
    expect((await remove(ids[0]!)).statusCode).toBe(401);
    expect((await remove(ids[0]!, outsider.auth)).statusCode).toBe(403);
    expect((await remove(ids[0]!, member.auth)).statusCode).toBe(200);
    expect((await remove(ids[1]!, owner.auth)).statusCode).toBe(200);
    expect((await remove(ids[2]!, admin.auth)).statusCode).toBe(200);
    expect((await remove(ids[2]!, admin.auth)).statusCode).toBe(404);
    expect((await remove('not-an-id', admin.auth)).statusCode).toBe(404);
    const ownersView = await ctx.app.inject({
      url: `/api/posts?channel=${channelId}`,
      headers: owner.auth,
    });
    expect(ownersView.json().every((row: { canDelete: boolean }) => row.canDelete)).toBe(true);
  });

  it('pages with a cursor', async () => {
    for (let index = 0; index < 5; index += 1)
      await post(owner.auth, { content: `page ${index}`, channel: channelId });
    const first = await ctx.app.inject({ url: `/api/posts?channel=${channelId}&limit=3` });
    expect(first.json().map((row: { content: string }) => row.content)).toEqual([
      'page 4',
      'page 3',
      'page 2',
    ]);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await ctx.app.inject({
      url: `/api/posts?channel=${channelId}&limit=3&cursor=${cursor}`,
    });
    expect(
      second
        .json()
        .map((row: { content: string }) => row.content)
        .slice(0, 2),
    ).toEqual(['page 1', 'page 0']);
    expect((await ctx.app.inject({ url: '/api/posts?cursor=nonsense' })).statusCode).toBe(400);
    // Forged cursors with times JavaScript reads but PostgreSQL cannot store are refused too.
    for (const time of ['0000-01-01T00:00:00.000Z', '+010000-01-01T00:00:00.000Z']) {
      const forged = Buffer.from(`${time}|00000000-0000-4000-8000-000000000000`).toString(
        'base64url',
      );
      const page = await ctx.app.inject({ url: `/api/posts?cursor=${forged}` });
      expect(page.statusCode, time).toBe(400);
      expect(page.json().fields).toEqual({ cursor: 'Not a valid cursor' });
    }
  });

  it('keeps a deleted member’s posts, signed "Former member"', async () => {
    const leaving = await signUp(ctx.app);
    await post(leaving.auth, { content: 'Goodbye all' });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/members/${leaving.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(200);
    const wall = await ctx.app.inject({ url: '/api/posts' });
    expect(wall.json()).toContainEqual(
      expect.objectContaining({ content: 'Goodbye all', user: 'Former member', authorId: null }),
    );
  });
});
