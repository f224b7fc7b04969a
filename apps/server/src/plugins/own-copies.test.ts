import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { channelMembers, channels } from '../db/schema/index';
import { newAccount, signUp } from '../test/accounts';
import { channelWith } from '../test/events';
import { useTestApp } from '../test/test-app';

type Mine = { _id: string; name: string; role: string }[];

/** A member's own reads reused for a second, per session, and dropped with it (issue #22). */
describe('own copies', () => {
  const ctx = useTestApp();
  const mine = async (auth: Record<string, string>) => {
    const response = await ctx.app.inject({ url: '/api/channels/mine', headers: auth });
    expect(response.statusCode).toBe(200);
    return response.json<Mine>();
  };

  it('hands a member their channels again, never another member’s, and drops them on any change', async () => {
    const meera = await signUp(ctx.app, newAccount({ name: 'Meera Iyer' }));
    const tomasz = await signUp(ctx.app, newAccount({ name: 'Tomasz Wiśniewski' }));
    const channelId = await channelWith(ctx.db, meera.id, 'owner');
    // The membership's NOTIFY drops Meera's session wherever it is cached; then she reads it.
    await vi.waitFor(async () => expect(await mine(meera.auth)).toHaveLength(1));
    expect(await mine(tomasz.auth)).toEqual([]);

    // Renamed behind the server's back: within the second, Meera is handed her copy.
    const rename = (name: string) =>
      ctx.db.update(channels).set({ name }).where(eq(channels.id, channelId));
    let again: Mine = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await mine(meera.auth);
      const began = Date.now();
      await rename('Renamed quietly');
      again = await mine(meera.auth);
      if (Date.now() - began < 800) break; // within the copy's second: a fair test
      await rename('Channel restored');
    }
    expect(again[0]?.name).not.toBe('Renamed quietly');

    // A change through the server drops every copy before its answer leaves.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/channels/${channelId}`,
      headers: meera.auth,
      payload: {
        name: 'Chennai Alumni',
        description: 'சென்னை முன்னாள் மாணவர்கள்',
        coverImageUrl: 'https://example.org/chennai.jpg',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await mine(meera.auth))[0]?.name).toBe('Chennai Alumni');

    // A membership changed anywhere (here: straight in the database) reaches her next read.
    await ctx.db.insert(channelMembers).values({ channelId, userId: tomasz.id, role: 'member' });
    await vi.waitFor(async () => expect(await mine(tomasz.auth)).toHaveLength(1));
    expect((await mine(tomasz.auth))[0]).toMatchObject({ name: 'Chennai Alumni', role: 'member' });

    // Signed out: no copy outlives the session.
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: meera.auth,
    });
    expect(out.statusCode).toBeLessThan(300);
    const after = await ctx.app.inject({ url: '/api/channels/mine', headers: meera.auth });
    expect(after.statusCode).toBe(401);
  });
});
