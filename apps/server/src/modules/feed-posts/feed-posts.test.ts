import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

type Person = Awaited<ReturnType<typeof signUp>>;
type Auth = Record<string, string>;

const body = (overrides: object = {}) => ({
  title: 'Reunion photos are up',
  content: 'See the gallery from last weekend.',
  imageUrl: 'https://example.org/photo.jpg',
  link: 'https://example.org/gallery',
  ...overrides,
});

describe('feed posts API', () => {
  const ctx = useTestApp();
  let admin: Person;
  let channelAdmin: Person;
  let otherChannelAdmin: Person;
  let member: Person;
  let channelId: string;

  const create = (auth: Auth | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/feedposts',
      payload,
      ...(auth ? { headers: auth } : {}),
    });
  const list = (query = '', auth?: Auth) =>
    ctx.app.inject({ url: `/api/feedposts${query}`, ...(auth ? { headers: auth } : {}) });

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    channelAdmin = await signUp(ctx.app);
    otherChannelAdmin = await signUp(ctx.app);
    member = await signUp(ctx.app);
    const channel = async (auth: Auth) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/channels',
          headers: auth,
          payload: { name: 'Feed channel', coverImageUrl: 'https://example.org/c.jpg' },
        })
      ).json().channel._id as string;
    channelId = await channel(channelAdmin.auth);
    await channel(otherChannelAdmin.auth);
  });

  it('creates site-wide posts as a site admin and channel posts as the channel’s admin', async () => {
    const siteWide = await create(admin.auth, body({ title: 'Site news' }));
    expect(siteWide.statusCode, siteWide.body).toBe(201);
    expect(siteWide.json()).toMatchObject({
      message: 'Feed post created successfully!',
      post: { title: 'Site news', isActive: true, channelId: null, canManage: true },
    });
    const channelPost = await create(channelAdmin.auth, body({ channelId, link: '' }));
    expect(channelPost.statusCode).toBe(201);
    expect(channelPost.json().post).toMatchObject({
      channelId,
      channelName: 'Feed channel',
      link: null,
    });
  });

  it('refuses visitors, plain members and another channel’s admin; stores nothing', async () => {
    const before = (await list('', admin.auth)).json().length;
    expect((await create(undefined, body())).statusCode).toBe(401);
    expect((await create(member.auth, body())).statusCode).toBe(400);
    expect((await create(member.auth, body({ channelId }))).statusCode).toBe(403);
    expect((await create(otherChannelAdmin.auth, body({ channelId }))).statusCode).toBe(403);
    expect((await create(channelAdmin.auth, body())).json().fields.channelId).toBe(
      'Choose a channel you manage',
    );

    const post = (await create(channelAdmin.auth, body({ channelId }))).json().post;
    const calls = [
      {
        method: 'PUT',
        url: `/api/feedposts/${post._id}`,
        payload: body({ title: 'Hijacked', channelId }),
      },
      { method: 'PATCH', url: `/api/feedposts/${post._id}/status` },
      { method: 'DELETE', url: `/api/feedposts/${post._id}` },
    ] as const;
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect((await ctx.app.inject(call)).statusCode, label).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: member.auth })).statusCode, label).toBe(403);
      expect(
        (await ctx.app.inject({ ...call, headers: otherChannelAdmin.auth })).statusCode,
        label,
      ).toBe(403);
    }
    const after = await ctx.app.inject({ url: `/api/feedposts/${post._id}` });
    expect(after.json()).toMatchObject({ title: 'Reunion photos are up', isActive: true });
    expect((await list('', admin.auth)).json().length).toBe(before + 1);
  });

  it('refuses javascript: and data: addresses with a clear message', async () => {
    for (const imageUrl of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://x.org/a',
    ]) {
      const response = await create(admin.auth, body({ imageUrl, link: imageUrl }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        imageUrl: 'Enter a web address starting with http:// or https://',
        link: 'Enter a web address starting with http:// or https://',
      });
    }
    // A protocol-relative address leaves the site; an upload's own address stays on it.
    const offSite = await create(admin.auth, body({ imageUrl: '//evil.example/a.jpg' }));
    expect(offSite.statusCode).toBe(400);
    const uploaded = await create(
      admin.auth,
      body({ imageUrl: '/media/0123456789abcdef0123456789abcdef.webp' }),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().post.imageUrl).toBe('/media/0123456789abcdef0123456789abcdef.webp');
    const missing = await create(admin.auth, { title: ' ', content: '' });
    expect(missing.json().fields).toMatchObject({
      title: 'Title is required',
      content: 'Content is required',
    });
  });

  it('toggles with no body (spec), hides inactive posts from the public, edits and deletes', async () => {
    const { post } = (
      await create(channelAdmin.auth, body({ title: 'Toggle me', channelId }))
    ).json();
    const toggled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/feedposts/${post._id}/status`,
      headers: channelAdmin.auth,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json().isActive).toBe(false);

    const publicTitles = (await list('?status=active'))
      .json()
      .map((row: { title: string }) => row.title);
    expect(publicTitles).not.toContain('Toggle me');
    expect((await list()).json().map((row: { title: string }) => row.title)).not.toContain(
      'Toggle me',
    );
    expect((await ctx.app.inject({ url: `/api/feedposts/${post._id}` })).statusCode).toBe(404);
    const managed = await list('?managed=true&status=inactive', channelAdmin.auth);
    expect(managed.json().map((row: { title: string }) => row.title)).toEqual(['Toggle me']);
    expect((await list('?managed=true', member.auth)).json()).toEqual([]);

    const set = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/feedposts/${post._id}/status`,
      headers: channelAdmin.auth,
      payload: { isActive: true },
    });
    expect(set.json().isActive).toBe(true);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/feedposts/${post._id}`,
      headers: channelAdmin.auth,
      payload: body({ title: 'Edited', channelId, isActive: true }),
    });
    expect(edited.json()).toMatchObject({
      message: 'Feed post updated successfully!',
      post: { title: 'Edited' },
    });
    // Moving a post to the site-wide feed is for site admins only.
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/feedposts/${post._id}`,
      headers: channelAdmin.auth,
      payload: body({ title: 'Edited', channelId: '' }),
    });
    expect(moved.statusCode).toBe(400);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/feedposts/${post._id}`,
      headers: channelAdmin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/feedposts/${post._id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/feedposts/nope' })).statusCode).toBe(404);
    expect((await list('?status=sideways')).statusCode).toBe(400);
  });
});
