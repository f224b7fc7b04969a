import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rosterEntries, users } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { importRoster, setJoinPolicy } from '../../test/joining';
import { useTestApp } from '../../test/test-app';

// Sign-up under each join policy (issue 35, ADR 52).
describe('joining: sign-up and the join policy', () => {
  const ctx = useTestApp();
  let admin: Awaited<ReturnType<typeof signUp>>;

  const statusOf = async (id: string) =>
    (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const roster = [
      'Name,Email,Mobile,Batch,Course,City,Country',
      'राहुल शर्मा,Rahul.Sharma@Example.org,,1998,B.Com,Pune,IN',
      'જયેશ પટેલ,,+44 7911 123456,2004,B.Tech CSE,Leicester,United Kingdom',
      'Zoë Ó Briain,,98250 12345,2011,,Dublin,IE',
      'Omar Sheikh,omar.sheikh@example.org,,2015,MBA,Dubai,AE',
    ].join('\n');
    const imported = await importRoster(ctx.app, admin.auth, roster);
    expect(imported.json()).toMatchObject({ rows: 4, imported: 4, errors: [] });
  });

  it('lets everyone in at once under the community default (open), and says so', async () => {
    await setJoinPolicy(ctx.db, null);
    const account = await signUp(ctx.app);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: account.auth });
    expect(me.json().membershipStatus).toBe('verified');
    const site = await ctx.app.inject({ url: '/api/site' });
    expect(site.json().joinPolicy).toBe('open');
  });

  it('verifies a roster sign-up by email at once, with the roster’s batch, course and place', async () => {
    await setJoinPolicy(ctx.db, 'roster');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.31.0.1',
      payload: newAccount({ name: 'राहुल शर्मा', email: 'RAHUL.sharma@example.org' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.membershipStatus).toBe('verified');
    const user = await statusOf(response.json().user._id);
    expect(user).toMatchObject({
      batch: 1998,
      course: 'B.Com',
      city: 'Pune',
      country: 'IN',
      membershipStatus: 'verified',
    });
    const [entry] = await ctx.db
      .select()
      .from(rosterEntries)
      .where(eq(rosterEntries.email, 'rahul.sharma@example.org'));
    expect(entry?.userId).toBe(user?.id);
  });

  it.each([
    ['written internationally', '+44 7911 123456', undefined, 2004],
    ['written nationally, in the sign-up’s own country', '07911 123456', 'GB', 2004],
    ['written nationally, in the site’s default country', '9825012345', undefined, 2011],
  ])('verifies a roster sign-up by mobile %s', async (_how, mobile, country, batch) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.31.1.${batch % 200}`,
      payload: { ...newAccount({ name: 'Roster Person' }), mobile, country },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.membershipStatus).toBe('verified');
    expect((await statusOf(response.json().user._id))?.batch).toBe(batch);
    // The entry is theirs now; the next test's sign-up with the same number is refused anyway.
    await ctx.db.delete(users).where(eq(users.id, response.json().user._id));
  });

  it('keeps a sign-up the roster does not know waiting, able to sign in and edit their profile', async () => {
    const account = newAccount({ name: 'Li Wei' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.31.2.1',
      payload: account,
    });
    expect(response.json().user.membershipStatus).toBe('pending');
    expect((await statusOf(response.json().user._id))?.batch).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: account.mobile, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.membershipStatus).toBe('pending');
    const auth = { authorization: `Bearer ${login.json().token}` };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/profile',
      headers: auth,
      payload: {
        name: 'Li Wei',
        email: account.email,
        mobile: account.mobile,
        bio: 'Class of ’09',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: auth })).json()).toMatchObject({
      membershipStatus: 'pending',
    });
  });

  it('takes nobody in at once under approval, roster or not', async () => {
    await setJoinPolicy(ctx.db, 'approval');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '10.31.3.1',
      payload: newAccount({ name: 'Omar Sheikh', email: 'omar.sheikh@example.org' }),
    });
    expect(response.json().user.membershipStatus).toBe('pending');
    const [entry] = await ctx.db
      .select()
      .from(rosterEntries)
      .where(eq(rosterEntries.email, 'omar.sheikh@example.org'));
    expect(entry?.userId).toBeNull();
  });

  it('makes the alumni profile’s default roster', async () => {
    await setJoinPolicy(ctx.db, null);
    await ctx.db.execute(sql`update site_settings set profile = 'alumni'`);
    expect((await ctx.app.inject({ url: '/api/site' })).json().joinPolicy).toBe('roster');
    const stranger = await signUp(ctx.app);
    expect((await statusOf(stranger.id))?.membershipStatus).toBe('pending');
    await ctx.db.execute(sql`update site_settings set profile = null`);
  });

  it('lets in a member an admin adds, whatever the policy', async () => {
    await setJoinPolicy(ctx.db, 'approval');
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/members',
      headers: admin.auth,
      payload: { name: 'हेमलता देसाई', email: 'hemlata.desai@example.org', phone: '94260 11223' },
    });
    expect(added.statusCode).toBe(201);
    const [user] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'hemlata.desai@example.org'));
    expect(user?.membershipStatus).toBe('verified');
  });
});
