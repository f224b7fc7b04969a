import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchReps, users } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { claimBatch, importRoster, mailsTo, setJoinPolicy } from '../../test/joining';
import { useTestApp } from '../../test/test-app';

type Account = Awaited<ReturnType<typeof signUp>>;

// Requests to join (issue 35): site admins answer all, batch reps their own batch's.
describe('joining: requests to join', () => {
  const ctx = useTestApp();
  let admin: Account;
  let rep: Account;
  let member: Account;
  let priya: Account;
  let jayesh: Account;
  let selvi: Account;

  const post = (url: string, auth: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    member = await signUp(ctx.app);
    rep = await signUp(ctx.app);
    await claimBatch(ctx.db, rep.id, 2004);
    await ctx.db.insert(batchReps).values({ batch: 2004, userId: rep.id });
    await importRoster(
      ctx.app,
      admin.auth,
      'name;email;mobile;batch\nપ્રિયા દેસાઈ;priya.desai@example.org;;2003\n',
    );
    await setJoinPolicy(ctx.db, 'approval');
    priya = await signUp(
      ctx.app,
      newAccount({ name: 'प्रिया देशपांडे', email: 'priya.desai@example.org' }),
    );
    jayesh = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ' }));
    selvi = await signUp(ctx.app, newAccount({ name: 'செல்வி முருகன்' }));
    await claimBatch(ctx.db, priya.id, 2004);
    await claimBatch(ctx.db, jayesh.id, 2004);
    await claimBatch(ctx.db, selvi.id, 2010);
    // Priya reads Hindi; the others chose no language (the site's, English, is theirs).
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      headers: priya.auth,
      payload: { language: 'hi' },
    });
  });

  it('lists every waiting request to an admin, with how each matches the roster', async () => {
    const list = await ctx.app.inject({ url: '/api/admin/join-requests', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const byId = new Map(list.json().map((row: { _id: string }) => [row._id, row]));
    expect([...byId.keys()]).toEqual([priya.id, jayesh.id, selvi.id]);
    expect(byId.get(priya.id)).toMatchObject({
      name: 'प्रिया देशपांडे',
      email: 'priya.desai@example.org',
      batch: 2004,
      match: 'email',
      rosterBatch: 2003,
    });
    expect(byId.get(selvi.id)).toMatchObject({ match: 'none', rosterBatch: null, batch: 2010 });
  });

  it('shows a rep only their batch’s requests, and refuses members and visitors', async () => {
    const list = await ctx.app.inject({ url: '/api/admin/join-requests', headers: rep.auth });
    expect(list.json().map((row: { _id: string }) => row._id)).toEqual([priya.id, jayesh.id]);
    expect(
      (await ctx.app.inject({ url: '/api/admin/join-requests', headers: member.auth })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/join-requests' })).statusCode).toBe(401);
    // A member still waiting is no rep of anything either.
    expect(
      (await ctx.app.inject({ url: '/api/admin/join-requests', headers: jayesh.auth })).statusCode,
    ).toBe(403);
  });

  it('lets a rep approve their own batch, and emails the person in their language', async () => {
    const approved = await post(`/api/admin/join-requests/${priya.id}/approve`, rep.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Approved. प्रिया देशपांडे has been told by email.');
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: priya.auth });
    expect(me.json().membershipStatus).toBe('verified');
    const [mail] = await mailsTo(ctx.db, priya.email);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/); // Hindi
    expect(mail?.text_body).toContain('प्रिया देशपांडे');
  });

  it('refuses a rep another batch’s request (403) and changes nothing', async () => {
    const refused = await post(`/api/admin/join-requests/${selvi.id}/approve`, rep.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Batch representatives approve requests for their own batch only.',
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, selvi.id));
    expect(row?.membershipStatus).toBe('pending');
    expect(await mailsTo(ctx.db, selvi.email)).toEqual([]);
  });

  it('lets an admin reject with a reason, kept on the account and told to the person', async () => {
    const reason = 'We could not find you in the 2010 class list.';
    const rejected = await post(`/api/admin/join-requests/${selvi.id}/reject`, admin.auth, {
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, selvi.id));
    expect(row).toMatchObject({ membershipStatus: 'rejected', membershipNote: reason });
    expect(row?.membershipDecidedAt).toBeInstanceOf(Date);
    const [mail] = await mailsTo(ctx.db, selvi.email);
    expect(mail?.subject).toBe('Your request to join Community Portal');
    expect(mail?.text_body).toContain(reason);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: selvi.auth });
    expect(me.json().membershipStatus).toBe('rejected');
    // A second look: an admin may still let them in.
    expect(
      (await post(`/api/admin/join-requests/${selvi.id}/approve`, admin.auth)).statusCode,
    ).toBe(200);
  });

  it('answers a clear 4xx for an unknown id, a verified member, a second rejection', async () => {
    const unknown = await post(
      '/api/admin/join-requests/00000000-0000-4000-8000-000000000000/approve',
      admin.auth,
    );
    expect(unknown.statusCode).toBe(404);
    const verified = await post(`/api/admin/join-requests/${member.id}/approve`, admin.auth);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe('This member is already verified.');
    expect(
      (await post(`/api/admin/join-requests/${member.id}/reject`, admin.auth)).statusCode,
    ).toBe(409);
    expect((await post('/api/admin/join-requests/not-a-uuid/approve', admin.auth)).statusCode).toBe(
      400,
    );
    const tooLong = await post(`/api/admin/join-requests/${jayesh.id}/reject`, admin.auth, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses visitors (401) and plain members (403) on every admin call, changing nothing', async () => {
    const calls: [string, string, object | undefined][] = [
      ['GET', '/api/admin/join-requests', undefined],
      ['POST', `/api/admin/join-requests/${jayesh.id}/approve`, undefined],
      ['POST', `/api/admin/join-requests/${jayesh.id}/reject`, { reason: 'no' }],
      ['GET', '/api/admin/roster', undefined],
      ['GET', '/api/admin/roster?noEmail=true', undefined],
      ['GET', '/api/admin/roster/export', undefined],
      ['POST', '/api/admin/roster/invite', {}],
      ['POST', '/api/admin/roster/import?dryRun=false', {}],
    ];
    for (const [method, url, payload] of calls) {
      const asVisitor = await ctx.app.inject({ method: method as 'GET', url, payload });
      expect(asVisitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
      const asMember = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: member.auth,
      });
      expect(asMember.statusCode, `${method} ${url} as a member`).toBe(403);
    }
    // The rep may answer their batch, and nothing of the roster.
    expect((await ctx.app.inject({ url: '/api/admin/roster', headers: rep.auth })).statusCode).toBe(
      403,
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, jayesh.id));
    expect(row?.membershipStatus).toBe('pending');
  });
});
