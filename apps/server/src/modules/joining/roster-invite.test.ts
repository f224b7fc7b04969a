import type { RosterEntry } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rosterEntries } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { importRoster, mailsTo } from '../../test/joining';
import { useTestApp } from '../../test/test-app';

// POST /api/admin/roster/invite (issue 35): one email to each roster person without an account,
// at most once a week each, with a link that fills in the sign-up form.
describe('joining: roster invitations', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof signUp>>;

  const invite = (payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/roster/invite',
      headers: admin.auth,
      payload,
    });

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const roster = [
      'name,email,mobile,batch',
      'राहुल शर्मा,rahul.invite@example.org,+91 98250 54321,1998',
      'Zoë Ó Briain,zoe.invite@example.org,,2004',
      'જયેશ પટેલ,jayesh.invite@example.org,+44 7400 123456,2004',
      'Mobile Only,,+65 8123 9999,2004',
      'محمد علي,,+971 50 123 4567,1998',
    ].join('\n');
    expect((await importRoster(ctx.app, admin.auth, roster)).json().imported).toBe(5);
    // Jayesh already has an account (under another email, the same mobile): no invitation.
    await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ', mobile: '+447400123456' }));
  });

  it('queues one email for each person of the batch without an account, with a pre-filled link', async () => {
    const response = await invite({ batch: 2004 });
    expect(response.statusCode).toBe(200);
    // Zoë only: Jayesh has an account, the mobile-only person has no address to write to (and
    // is counted, for the admin to reach another way).
    expect(response.json()).toEqual({ queued: 1, skippedNoEmail: 1 });
    await ctx.app.jobs.runQueued(['roster-invitation']);
    const [mail] = await mailsTo(ctx.db, 'zoe.invite@example.org');
    expect(mail?.subject).toBe('Join your classmates on Community Portal');
    const link = mail?.text_body.match(/http\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Zoë Ó Briain',
      email: 'zoe.invite@example.org',
    });
    expect(await mailsTo(ctx.db, 'jayesh.invite@example.org')).toEqual([]);
  });

  it('invites the rest without a batch, and nobody twice within a week', async () => {
    expect((await invite({})).json()).toEqual({ queued: 1, skippedNoEmail: 2 }); // Rahul
    await ctx.app.jobs.runQueued(['roster-invitation']);
    const [mail] = await mailsTo(ctx.db, 'rahul.invite@example.org');
    const url = new URL(mail?.text_body.match(/http\S+/)?.[0] ?? '');
    expect(url.searchParams.get('name')).toBe('राहुल शर्मा');
    expect(url.searchParams.get('mobile')).toBe('+919825054321');

    expect((await invite({})).json()).toEqual({ queued: 0, skippedNoEmail: 2 });
    // Eight days on, the ones still without an account may be reminded once more.
    await ctx.db.execute(
      sql`update ${rosterEntries} set invited_at = invited_at - interval '8 days'`,
    );
    expect((await invite({})).json()).toEqual({ queued: 2, skippedNoEmail: 2 });
    expect((await invite({})).json()).toEqual({ queued: 0, skippedNoEmail: 2 });
    await ctx.app.jobs.runQueued(['roster-invitation']);
    expect(await mailsTo(ctx.db, 'zoe.invite@example.org')).toHaveLength(2);
  });

  it('sends nothing to someone who signed up after the invitation was queued', async () => {
    await ctx.db.execute(
      sql`update ${rosterEntries} set invited_at = null where email = 'zoe.invite@example.org'`,
    );
    expect((await invite({ batch: 2004 })).json()).toEqual({ queued: 1, skippedNoEmail: 1 });
    await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', email: 'zoe.invite@example.org' }));
    await ctx.app.jobs.runQueued(['roster-invitation']);
    // The two sent before, and no third.
    expect(await mailsTo(ctx.db, 'zoe.invite@example.org')).toHaveLength(2);
  });

  it('lists those with only a mobile, each with the sign-up link an invitation carries', async () => {
    const list = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/roster?${query}`,
        headers: admin.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: RosterEntry[]; total: number }>();
    };
    const all = await list('noEmail=true');
    expect(all.total).toBe(2);
    expect(all.items.map((entry) => [entry.name, entry.mobile, entry.batch])).toEqual([
      ['Mobile Only', '+6581239999', 2004],
      ['محمد علي', '+971501234567', 1998],
    ]);
    const link = new URL(all.items[1]!.signUpLink!);
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/signup');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      name: 'محمد علي',
      mobile: '+971501234567',
    });
    expect((await list('noEmail=true&batch=1998')).items.map((entry) => entry.name)).toEqual([
      'محمد علي',
    ]);
    // Once they sign up with that mobile, they leave the list, and the full list says so.
    await signUp(ctx.app, newAccount({ name: 'محمد علي', mobile: '+971501234567' }));
    expect((await list('noEmail=true')).items.map((entry) => entry.name)).toEqual(['Mobile Only']);
    const mohammed = (await list('q=%D9%85%D8%AD%D9%85%D8%AF')).items[0];
    expect(mohammed).toMatchObject({ hasAccount: true, signUpLink: null });
    expect((await invite({})).json()).toMatchObject({ skippedNoEmail: 1 });
    // Not a yes or no: refused, not read as no.
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/roster?noEmail=maybe',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a batch out of range', async () => {
    const response = await invite({ batch: 3000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.batch).toMatch(/^Enter a graduation year between 1940 and/);
  });
});
