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
    ].join('\n');
    expect((await importRoster(ctx.app, admin.auth, roster)).json().imported).toBe(4);
    // Jayesh already has an account (under another email, the same mobile): no invitation.
    await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ', mobile: '+447400123456' }));
  });

  it('queues one email for each person of the batch without an account, with a pre-filled link', async () => {
    const response = await invite({ batch: 2004 });
    expect(response.statusCode).toBe(200);
    // Zoë only: Jayesh has an account, the mobile-only person has no address to write to.
    expect(response.json()).toEqual({ queued: 1 });
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
    expect((await invite({})).json()).toEqual({ queued: 1 }); // Rahul
    await ctx.app.jobs.runQueued(['roster-invitation']);
    const [mail] = await mailsTo(ctx.db, 'rahul.invite@example.org');
    const url = new URL(mail?.text_body.match(/http\S+/)?.[0] ?? '');
    expect(url.searchParams.get('name')).toBe('राहुल शर्मा');
    expect(url.searchParams.get('mobile')).toBe('+919825054321');

    expect((await invite({})).json()).toEqual({ queued: 0 });
    // Eight days on, the ones still without an account may be reminded once more.
    await ctx.db.execute(
      sql`update ${rosterEntries} set invited_at = invited_at - interval '8 days'`,
    );
    expect((await invite({})).json()).toEqual({ queued: 2 });
    expect((await invite({})).json()).toEqual({ queued: 0 });
    await ctx.app.jobs.runQueued(['roster-invitation']);
    expect(await mailsTo(ctx.db, 'zoe.invite@example.org')).toHaveLength(2);
  });

  it('sends nothing to someone who signed up after the invitation was queued', async () => {
    await ctx.db.execute(
      sql`update ${rosterEntries} set invited_at = null where email = 'zoe.invite@example.org'`,
    );
    expect((await invite({ batch: 2004 })).json()).toEqual({ queued: 1 });
    await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain', email: 'zoe.invite@example.org' }));
    await ctx.app.jobs.runQueued(['roster-invitation']);
    // The two sent before, and no third.
    expect(await mailsTo(ctx.db, 'zoe.invite@example.org')).toHaveLength(2);
  });

  it('refuses a batch out of range', async () => {
    const response = await invite({ batch: 3000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.batch).toMatch(/^Enter a graduation year between 1940 and/);
  });
});
