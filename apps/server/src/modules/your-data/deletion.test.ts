import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../test/accounts';
import { createEvent, register, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { fillEveryModule, member, type Member } from '../../test/your-data';
import { eraseDueDeletions } from './restore';

const DAY = 86_400_000;

// Issue 39: deleting an account takes effect at once in every module, is undone by the emailed
// link within 7 days, and is erased for good after; the last admin and a wrong password are refused.
describe('DELETE /api/me', () => {
  const ctx = useTestApp();
  let admin: Member;
  let mentor: Member;

  beforeAll(async () => {
    admin = await member(ctx.app, 'محمد عبدالله', '+971 50 765 4321');
    await makeAdmin(ctx.db, admin.id);
    mentor = await member(ctx.app, 'જયેશ પટેલ', '+44 7400 123456');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/mentoring/me',
      headers: mentor.auth,
      payload: {
        offering: true,
        topics: ['Careers in finance'],
        about: 'Banking',
        capacity: 9,
        paused: false,
      },
    });
  });

  const remove = (who: Member, payload: object) =>
    ctx.app.inject({ method: 'DELETE', url: '/api/me', headers: who.auth, payload });
  const login = (who: Member) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: who.e164, password: who.password },
    });
  const restoreLink = async (email: string) => {
    const { rows } = await ctx.db.execute<{ text_body: string }>(
      sql`select text_body from outbox where to_address = ${email} order by id desc limit 1`,
    );
    const match = /\/account\/restore\?token=([\w-]+)/.exec(rows[0]?.text_body ?? '');
    return match?.[1];
  };
  const restore = (token: string | undefined) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/restore', payload: { token } });
  const wall = async () =>
    (await ctx.app.inject({ url: '/api/posts' })).json<
      { _id: string; user: string; authorId: string | null }[]
    >();
  const album = async (eventId: string) =>
    (await ctx.app.inject({ url: `/api/events/${eventId}/photos` })).json<{
      items: { _id: string; by: { _id: string } | null }[];
    }>().items;

  /** A member with data everywhere, a place at a full event, and a mentee waiting on them. */
  async function someoneWithEverything(name: string, mobile: string, marker: string) {
    const who = await member(ctx.app, name, mobile);
    const event = await createEvent(ctx.app, admin.auth, { capacity: 2 });
    const ids = await fillEveryModule(ctx.app, who, marker, event._id, mentor);
    const waiting = await register(ctx.app, event._id, registrationBody({ firstName: 'Waiting' }));
    expect(waiting.json().status).toBe('waitlisted');
    const mentee = await member(ctx.app, 'Asha Rao', `+91 99${String(Date.now()).slice(-8)}`);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/mentoring/requests',
      headers: mentee.auth,
      payload: { mentorId: who.id, topic: 'Careers in finance', message: 'Could you advise me?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    return { who, event, ids, waiting: waiting.json(), mentee, menteeRequest: asked.json()._id };
  }

  it('refuses a visitor (401), no password (400) and a wrong one (403), changing nothing', async () => {
    const who = await member(ctx.app, 'Zoë Ó Briain', '+353 85 123 4567');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/me', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
    const missing = await remove(who, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.password).toBeTruthy();
    const wrong = await remove(who, { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('wrong_password');
    expect((await login(who)).statusCode).toBe(200);
  });

  it('refuses the last site admin (409)', async () => {
    const only = await member(ctx.app, 'Li Wei', '+86 139 1234 5678');
    await ctx.db.execute(sql`update users set is_admin = false`);
    await makeAdmin(ctx.db, only.id);
    const refused = await remove(only, { password: only.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('last_admin');
    await makeAdmin(ctx.db, admin.id);
    expect((await remove(only, { password: only.password })).statusCode).toBe(200);
  });

  it('takes effect at once in every module, and the emailed link brings it all back', async () => {
    const { who, event, ids, waiting, mentee, menteeRequest } = await someoneWithEverything(
      'राहुल शर्मा',
      '+91 98250 54321',
      'ALPHA',
    );
    const deleted = await remove(who, { password: who.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(new Date(deleted.json().restoreUntil).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    // Sessions revoked, sign-in refused, gone from the directory and the members list.
    expect(
      (await ctx.app.inject({ url: '/api/profile/profile', headers: who.auth })).statusCode,
    ).toBe(401);
    expect((await login(who)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: `/api/directory/${who.id}`, headers: admin.auth })).statusCode,
    ).toBe(404);
    const members = await ctx.app.inject({ url: '/api/members?q=', headers: admin.auth });
    expect(JSON.stringify(members.json())).not.toContain(who.id);

    // The wall post and the album photo stay, as by a former member.
    expect((await wall()).find((post) => post._id === ids.postId)).toMatchObject({
      user: 'Former member',
      authorId: null,
    });
    expect((await album(event._id)).find((photo) => photo._id === ids.photoId)?.by).toBeNull();

    // The future registration is cancelled and the waiting person moved up.
    const { rows: places } = await ctx.db.execute<{
      id: string;
      status: string;
      first_name: string;
      email: string;
    }>(
      sql`select id, status, first_name, email from registrations where id in (${ids.registrationId}, ${waiting.registrationId})`,
    );
    const byId = new Map(places.map((row) => [row.id, row]));
    expect(byId.get(ids.registrationId)).toMatchObject({
      status: 'cancelled',
      first_name: 'Former member',
    });
    expect(byId.get(ids.registrationId)?.email).not.toContain(who.email);
    expect(byId.get(waiting.registrationId)?.status).toBe('confirmed');

    // Mentoring: their request to the mentor withdrawn, the mentee's to them declined; both told.
    const { rows: requests } = await ctx.db.execute<{ id: string; status: string }>(
      sql`select id, status from mentoring_requests where id in (${ids.requestId}, ${menteeRequest})`,
    );
    expect(Object.fromEntries(requests.map((row) => [row.id, row.status]))).toEqual({
      [ids.requestId]: 'withdrawn',
      [menteeRequest]: 'declined',
    });
    // The mentee hears from mentoring's own email (their request had written only to the mentor).
    const { rows: told } = await ctx.db.execute(
      sql`select 1 from outbox where to_address = ${mentee.email}`,
    );
    expect(told).toHaveLength(1);

    // The opportunity stays, anonymised.
    // (The site moderates by default: it waits in the admins' queue.)
    const listed = await ctx.app.inject({ url: '/api/opportunities/pending', headers: admin.auth });
    const opportunity = listed
      .json<{ items: { _id: string; postedBy: { name: string } }[] }>()
      .items.find((item) => item._id === ids.opportunityId);
    expect(opportunity?.postedBy.name).toBe('Former member');
    // In the reader's language, on the wall as on the opportunity.
    const hindi = { 'accept-language': 'hi' };
    const hindiWall = await ctx.app.inject({ url: '/api/posts', headers: hindi });
    expect(hindiWall.json<{ _id: string; user: string }[]>()).toContainEqual(
      expect.objectContaining({ _id: ids.postId, user: 'पूर्व सदस्य' }),
    );
    const hindiQueue = await ctx.app.inject({
      url: '/api/opportunities/pending',
      headers: { ...admin.auth, ...hindi },
    });
    expect(
      hindiQueue
        .json<{ items: { _id: string; postedBy: { name: string } }[] }>()
        .items.find((item) => item._id === ids.opportunityId)?.postedBy.name,
    ).toBe('पूर्व सदस्य');

    // The donation stays in the ledger under a pseudonym.
    const { rows: gifts } = await ctx.db.execute<{ donor_name: string; donor_email: string }>(
      sql`select donor_name, donor_email from donations where receipt_number = 'R-ALPHA'`,
    );
    expect(gifts[0]?.donor_name).toMatch(/^Former member former-[0-9a-f]{16}$/);
    expect(gifts[0]?.donor_email).not.toBe(who.email);
    // And nothing of theirs is left on the user row.
    const { rows: user } = await ctx.db.execute<Record<string, unknown>>(
      sql`select * from users where id = ${who.id}`,
    );
    const row = JSON.stringify(user[0]);
    for (const trace of [who.name, who.email, who.e164]) expect(row).not.toContain(trace);

    // An admin sees it among pending deletions.
    const pending = await ctx.app.inject({
      url: '/api/admin/account-deletions',
      headers: admin.auth,
    });
    expect(pending.json().pending).toBeGreaterThanOrEqual(1);

    // The link restores everything (but what was cancelled stays cancelled), once.
    const token = await restoreLink(who.email);
    expect(token).toBeTruthy();
    const restored = await restore(token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await restore(token)).statusCode).toBe(400);
    expect((await login(who)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/api/directory/${who.id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
    expect((await wall()).find((post) => post._id === ids.postId)).toMatchObject({
      user: 'राहुल शर्मा',
      authorId: who.id,
    });
    expect((await album(event._id)).find((photo) => photo._id === ids.photoId)?.by?._id).toBe(
      who.id,
    );
    const { rows: back } = await ctx.db.execute<{ donor_name: string }>(
      sql`select donor_name from donations where receipt_number = 'R-ALPHA'`,
    );
    expect(back[0]?.donor_name).toBe('राहुल शर्मा');
    const { rows: channel } = await ctx.db.execute<{ role: string }>(
      sql`select role from channel_members where user_id = ${who.id} and channel_id = ${ids.channelId}`,
    );
    expect(channel[0]?.role).toBe('owner');
  });

  it('hides posts and photos when asked, brings them back on restore, and erases them after 7 days', async () => {
    const { who, event, ids } = await someoneWithEverything(
      'Zoë Ó Briain',
      '+353 86 765 4321',
      'BRAVO',
    );
    expect((await remove(who, { password: who.password, removeContent: true })).statusCode).toBe(
      200,
    );
    expect((await wall()).some((post) => post._id === ids.postId)).toBe(false);
    expect((await album(event._id)).some((photo) => photo._id === ids.photoId)).toBe(false);
    const token = await restoreLink(who.email);
    expect((await restore(token)).statusCode).toBe(200);
    expect((await wall()).find((post) => post._id === ids.postId)?.authorId).toBe(who.id);
    expect((await album(event._id)).find((photo) => photo._id === ids.photoId)?.by?._id).toBe(
      who.id,
    );

    // Deleted again; nothing happens before the 7 days are out, everything goes after.
    await login(who).then(
      (response) => (who.auth = { authorization: `Bearer ${response.json().token}` }),
    );
    expect((await remove(who, { password: who.password, removeContent: true })).statusCode).toBe(
      200,
    );
    const again = await restoreLink(who.email);
    expect(
      await eraseDueDeletions(ctx.db, ctx.app.media.storage, new Date(Date.now() + 6 * DAY)),
    ).toBe(0);
    expect(
      await eraseDueDeletions(ctx.db, ctx.app.media.storage, new Date(Date.now() + 8 * DAY)),
    ).toBeGreaterThanOrEqual(1);
    const { rows: held } = await ctx.db.execute(
      sql`select 1 from account_deletions where user_id = ${who.id}`,
    );
    expect(held).toEqual([]);
    const { rows: media } = await ctx.db.execute(
      sql`select 1 from media where id = ${ids.mediaId}`,
    );
    expect(media).toEqual([]);
    const { rows: mail } = await ctx.db.execute(
      sql`select 1 from outbox where to_address = ${who.email}`,
    );
    expect(mail).toEqual([]);
    expect((await restore(again)).statusCode).toBe(400);
    expect((await login(who)).statusCode).toBe(401);
    // The pseudonymous row stays, so the ledger still points at someone.
    const { rows: user } = await ctx.db.execute<{ name: string }>(
      sql`select name from users where id = ${who.id}`,
    );
    expect(user[0]?.name).toBe('Former member');
  });

  it('leaves nothing half-done when the deletion fails part-way', async () => {
    const { who, ids, waiting } = await someoneWithEverything(
      'Ana María López',
      '+34 612 345 678',
      'CHARLIE',
    );
    // The holding row is written after registrations and mentoring were settled: make it fail.
    await ctx.db.execute(sql`create function refuse_hold() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await ctx.db.execute(sql`create trigger refuse_hold before insert on account_deletions
      for each row execute function refuse_hold()`);
    try {
      expect((await remove(who, { password: who.password })).statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_hold on account_deletions`);
      await ctx.db.execute(sql`drop function refuse_hold()`);
    }
    expect(
      (await ctx.app.inject({ url: '/api/profile/profile', headers: who.auth })).statusCode,
    ).toBe(200);
    const { rows } = await ctx.db.execute<{ id: string; status: string }>(
      sql`select id, status from registrations where id in (${ids.registrationId}, ${waiting.registrationId})`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [ids.registrationId]: 'confirmed',
      [waiting.registrationId]: 'waitlisted',
    });
    expect((await wall()).find((post) => post._id === ids.postId)?.authorId).toBe(who.id);
    const { rows: request } = await ctx.db.execute<{ status: string }>(
      sql`select status from mentoring_requests where id = ${ids.requestId}`,
    );
    expect(request[0]?.status).toBe('requested');
  });

  it('lets a site admin delete a member on request; visitors, members and channel managers are refused', async () => {
    const target = await member(ctx.app, 'Priya Nair', '+91 97400 11223');
    const owner = await member(ctx.app, 'Kwame Mensah', '+233 24 123 4567');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: owner.auth,
      payload: {
        name: 'Kwame’s club',
        description: 'x',
        coverImageUrl: 'https://example.org/c.jpg',
      },
    });
    const url = `/api/admin/members/${target.id}/data`;
    for (const route of [
      { method: 'DELETE', url, payload: {} },
      { method: 'GET', url: '/api/admin/account-deletions' },
    ] as const) {
      expect((await ctx.app.inject(route)).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...route, headers: target.auth })).statusCode).toBe(403);
      expect((await ctx.app.inject({ ...route, headers: owner.auth })).statusCode).toBe(403);
    }
    const before = (
      await ctx.app.inject({ url: '/api/admin/account-deletions', headers: admin.auth })
    ).json().pending;
    const done = await ctx.app.inject({ method: 'DELETE', url, headers: admin.auth, payload: {} });
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(target)).statusCode).toBe(401);
    expect(await restoreLink(target.email)).toBeTruthy();
    expect(
      (await ctx.app.inject({ url: '/api/admin/account-deletions', headers: admin.auth })).json()
        .pending,
    ).toBe(before + 1);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: admin.auth, payload: {} }))
        .statusCode,
    ).toBe(404);
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${admin.id}/data`,
      headers: admin.auth,
      payload: {},
    });
    expect(self.statusCode).toBe(400);
  });
});
