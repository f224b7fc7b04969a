import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

// Issue #17 item 7: a feed post's title and content in other languages (ADR 25).
describe('feed posts in several languages', () => {
  const ctx = useTestApp();
  let admin: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  it('stores, returns, keeps on an update without them, and finds posts by any version', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedposts',
      headers: admin,
      payload: {
        title: 'Blood donation camp',
        content: 'Sunday at the community hall.',
        translations: {
          hi: { title: 'रक्तदान शिविर', content: 'रविवार को सामुदायिक भवन में।' },
          gu: { title: '', content: 'રવિવારે સમાજ ભવનમાં.' },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { post } = created.json();
    const translations = {
      hi: { title: 'रक्तदान शिविर', content: 'रविवार को सामुदायिक भवन में।' },
      gu: { content: 'રવિવારે સમાજ ભવનમાં.' },
    };
    expect(post.translations).toEqual(translations);
    expect(
      (await ctx.app.inject({ url: `/api/feedposts/${post._id}` })).json().translations,
    ).toEqual(translations);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/feedposts/${post._id}`,
      headers: admin,
      payload: { title: 'Blood donation camp', content: 'Sunday, 9 to 5.' },
    });
    expect(updated.json().post.translations).toEqual(translations);

    const search = async (q: string) =>
      (await ctx.app.inject({ url: `/api/feedposts?q=${encodeURIComponent(q)}` }))
        .json()
        .map((p: { _id: string }) => p._id);
    expect(await search('रक्तदान')).toEqual([post._id]);
    expect(await search('સમાજ')).toEqual([post._id]);
    expect(await search('blood')).toEqual([post._id]);
    expect(await search('content')).toEqual([]);
  });
});
