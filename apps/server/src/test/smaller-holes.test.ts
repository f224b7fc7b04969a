import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelInvites, posts } from '../db/schema/index';
import { makeAdmin, signUp } from './accounts';
import { eventBody } from './events';
import { useTestApp } from './test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

/** Issue 21 §6: impossible dates, who sees a channel's members, invitations, hostile Unicode. */
describe('the smaller holes of issue 21', () => {
  const ctx = useTestApp();
  let admin: Account;
  let owner: Account;
  let member: Account;
  let outsider: Account;
  let channelId: string;

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
      payload: {
        name: 'Quiet Readers',
        description: 'Books.',
        coverImageUrl: 'https://example.org/cover.jpg',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    channelId = created.json().channel._id;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/channels/${channelId}/join`,
      headers: member.auth,
    });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/channels/${channelId}/invites/${member.id}/accept`,
      headers: owner.auth,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses an impossible date with 400 instead of storing the day after', async () => {
    for (const date of ['2027-02-30T10:00:00Z', '2027-04-31', '2027-01-01T24:00:00Z']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: admin.auth,
        payload: eventBody({ date, endDate: undefined }),
      });
      expect(response.statusCode, date).toBe(400);
      expect(response.json().fields.date, date).toBeDefined();
    }
    const real = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin.auth,
      payload: eventBody({ date: '2028-02-29T10:00:00Z', endDate: undefined }),
    });
    expect(real.statusCode, real.body).toBe(201);
  });

  it('shows a channel’s members to its members and site admins only', async () => {
    const members = (headers: Record<string, string> = {}) =>
      ctx.app.inject({ url: `/api/channels/${channelId}/members`, headers });
    expect((await members()).statusCode).toBe(401);
    const refused = await members(outsider.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the channel’s members can see who is in it.');
    for (const viewer of [member, owner, admin]) {
      const listed = await members(viewer.auth);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().map((row: { _id: string }) => row._id)).toEqual([owner.id, member.id]);
    }
  });

  it('answers an invitation the same for known and unknown people, and invites an unknown email to sign up', async () => {
    const stranger = await signUp(ctx.app);
    const invite = (identifier: string, headers: Record<string, string> = owner.auth) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/channels/${channelId}/invites`,
        headers,
        payload: { identifier },
      });
    const answers = [
      await invite(stranger.mobile),
      await invite('9876501234'),
      await invite('newcomer@example.org'),
      await invite(member.email), // already a member
    ];
    await ctx.app.jobs.runQueued();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    const invited = await ctx.db
      .select()
      .from(channelInvites)
      .where(eq(channelInvites.channelId, channelId));
    expect(invited.map((row) => [row.userId, row.kind])).toEqual([[stranger.id, 'invite']]);
    const mail = await ctx.db.execute<{ to_address: string; text_body: string }>(
      sql`select to_address, text_body from outbox where subject = 'You are invited to Quiet Readers'`,
    );
    expect(mail.rows.map((row) => row.to_address).sort()).toEqual(
      [stranger.email, 'newcomer@example.org'].sort(),
    );
    const newcomer = mail.rows.find((row) => row.to_address === 'newcomer@example.org');
    expect(newcomer?.text_body).toContain('http://portal.test/signup');
    // Only the channel's admins invite: a visitor and a plain member are refused.
    expect((await invite('a@example.org', {})).statusCode).toBe(401);
    expect((await invite('a@example.org', member.auth)).statusCode).toBe(403);
  });

  it('lets one admin send at most 30 invitations an hour, however many are sent at once', async () => {
    const busy = await signUp(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: busy.auth,
      payload: {
        name: 'Busy Inviters',
        description: 'Many.',
        coverImageUrl: 'https://example.org/cover.jpg',
      },
    });
    const id = created.json().channel._id;
    const responses = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/channels/${id}/invites`,
          headers: busy.auth,
          payload: { identifier: `98765${String(i).padStart(5, '0')}` },
        }),
      ),
    );
    await ctx.app.jobs.runQueued();
    const tally = responses.map((r) => r.statusCode).sort();
    expect(tally.filter((code) => code === 200)).toHaveLength(30);
    expect(tally.filter((code) => code === 429)).toHaveLength(6);
  });

  it('refuses invalid Unicode with 400 and never shows bidi controls', async () => {
    const post = (content: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: member.auth,
        payload: { content, channel: channelId },
      });
    for (const content of ['half \ud800 a character', 'other half \udc00', 'end \ud83d']) {
      const refused = await post(content);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.content).toMatch(/valid Unicode/);
    }
    // A paired surrogate is an ordinary character (an emoji).
    expect((await post('Well read 😀')).statusCode).toBe(201);

    const spoof = await post('invoice \u202Egpj.exe and \u2066isolated\u2069');
    expect(spoof.statusCode).toBe(201);
    // A row stored before this rule is shown without its controls too.
    await ctx.db.insert(posts).values({
      channelId,
      authorId: member.id,
      content: 'older \u202Eexe.gpj',
    });
    const wall = await ctx.app.inject({
      url: `/api/posts?channel=${channelId}`,
      headers: member.auth,
    });
    const contents = wall.json().map((row: { content: string }) => row.content);
    expect(contents).toContain('invoice gpj.exe and isolated');
    expect(contents).toContain('older exe.gpj');
    expect(contents.join('')).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    const stored = await ctx.db.select({ content: posts.content }).from(posts);
    expect(stored.map((row) => row.content)).toContain('invoice gpj.exe and isolated');
  });

  it('removes bidi controls from feed posts too, in every language version', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedposts',
      headers: admin.auth,
      payload: {
        title: 'News \u202Ereversed',
        content: 'Body \u2067text\u2069',
        translations: { hi: { title: 'समाचार \u202E', content: 'विवरण' } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = JSON.stringify(created.json());
    expect(shown).toContain('News reversed');
    expect(shown).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
