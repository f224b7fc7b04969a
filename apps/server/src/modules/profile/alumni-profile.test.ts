import { describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

// The profile's alumni fields (issue 35), and the spec's clients still working with it.

type Headers = Record<string, string>;

describe('alumni profile', () => {
  const ctx = useTestApp();
  const profileOf = (headers: Headers) =>
    ctx.app.inject({ method: 'GET', url: '/api/profile/profile', headers });
  const save = (headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/profile/profile', headers, payload });
  const settings = (headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/account/settings', headers, payload });

  it('answers what a spec client can send back unchanged, Indian and British numbers alike', async () => {
    for (const mobile of ['9114446001', '+44 7400 123456']) {
      const account = await signUp(ctx.app, newAccount({ mobile }));
      const read = await profileOf(account.auth);
      expect(read.json()).toMatchObject(
        mobile === '9114446001'
          ? { mobile: '9114446001', mobileE164: '+919114446001' }
          : { mobile: '+447400123456', mobileE164: '+447400123456' },
      );
      // Everything it read, nulls and read-only fields included, goes back as it came.
      const back = await save(account.auth, read.json());
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toEqual(read.json());
      const user = await ctx.app.inject({ url: '/api/auth/user', headers: account.auth });
      expect(user.json()).toMatchObject({
        mobile: read.json().mobile,
        mobileE164: read.json().mobileE164,
      });
    }
  });

  it('saves the alumni fields; absent ones stay, null clears, visibility merges', async () => {
    const account = await signUp(ctx.app, newAccount({ name: 'जयेश पटेल' }));
    const base = { name: account.name, email: account.email, mobile: account.mobile };
    const first = await save(account.auth, {
      ...base,
      batch: '2009',
      course: 'B.Tech CSE',
      city: 'Surat',
      country: 'in',
      jobTitle: 'Weaver',
      industry: 'textiles',
      skills: ['Looms', 'looms', 'Dyeing'],
      openTo: ['mentoring', 'mentoring', 'hiring'],
      visibility: { mobile: 'batch' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      batch: 2009,
      course: 'B.Tech CSE',
      city: 'Surat',
      country: 'IN',
      jobTitle: 'Weaver',
      industry: 'textiles',
      skills: ['looms', 'Dyeing'],
      openTo: ['mentoring', 'hiring'],
      visibility: {
        email: 'members',
        mobile: 'batch',
        address: 'private',
        location: 'members',
        career: 'members',
        social: 'members',
      },
      // The spec's setting follows: a mobile shared with the batch is shared.
      sharePhone: true,
      membershipStatus: 'verified',
    });
    const second = await save(account.auth, {
      ...base,
      course: null,
      visibility: { career: 'private', mobile: 'private' },
      membershipStatus: 'verified',
    });
    expect(second.json()).toMatchObject({
      batch: 2009,
      course: null,
      skills: ['looms', 'Dyeing'],
      sharePhone: false,
      visibility: { mobile: 'private', career: 'private', location: 'members' },
    });
  });

  it.each([
    [{ batch: 3000 }, 'batch', 'Enter a graduation year between 1940 and'],
    [{ batch: 1800 }, 'batch', 'Enter a graduation year between'],
    [{ industry: 'astrology' }, 'industry', 'Choose an industry from the list'],
    [{ country: 'India' }, 'country', 'Choose a country from the list'],
    [{ country: 'ZZ' }, 'country', 'Choose a country from the list'],
    [{ skills: Array.from({ length: 21 }, (_, i) => `s${i}`) }, 'skills', 'Up to 20 skills'],
    [{ skills: ['x'.repeat(41)] }, 'skills.0', 'A skill is at most 40 characters'],
    [{ openTo: ['gossip'] }, 'openTo.0', ''],
    [{ visibility: { mobile: 'everyone' } }, 'visibility.mobile', ''],
  ])('refuses %j with a clear message and changes nothing', async (change, field, message) => {
    const account = await signUp(ctx.app);
    const response = await save(account.auth, {
      name: 'Changed Name',
      email: account.email,
      mobile: account.mobile,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toContain(message);
    expect((await profileOf(account.auth)).json()).toMatchObject({
      name: account.name,
      batch: null,
    });
  });

  it('keeps sharePhone and shareEmail in step with the mobile and email visibility', async () => {
    const account = await signUp(ctx.app);
    const on = await settings(account.auth, { sharePhone: true, shareEmail: false });
    expect(on.json()).toMatchObject({
      sharePhone: true,
      shareEmail: false,
      visibility: { mobile: 'members', email: 'private' },
    });
    // A level already shared stays as chosen when a client sends the same setting again.
    await save(account.auth, {
      name: account.name,
      email: account.email,
      mobile: account.mobile,
      visibility: { mobile: 'batch' },
    });
    const again = await settings(account.auth, { sharePhone: true, emailUpdates: false });
    expect(again.json()).toMatchObject({ sharePhone: true, visibility: { mobile: 'batch' } });
    const off = await settings(account.auth, { sharePhone: false, shareEmail: true });
    expect(off.json()).toMatchObject({
      sharePhone: false,
      shareEmail: true,
      visibility: { mobile: 'private', email: 'members' },
    });
    // And the members list, which reads the spec's settings, agrees.
    const viewer = await signUp(ctx.app);
    const seen = await ctx.app.inject({ url: `/api/members/${account.id}`, headers: viewer.auth });
    expect(seen.json()).toMatchObject({ phone: null, email: account.email });
  });

  it('writes the name search key with the name', async () => {
    const account = await signUp(ctx.app);
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    await save(account.auth, {
      name: 'राहुल शर्मा',
      email: account.email,
      mobile: account.mobile,
    });
    const find = async () =>
      (await ctx.app.inject({ url: '/api/directory?q=rahul%20sharma', headers: admin.auth }))
        .json<{ items: { _id: string }[] }>()
        .items.map((card) => card._id);
    expect(await find()).toContain(account.id);
    // Renamed by a site admin: the key follows.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${account.id}`,
      headers: admin.auth,
      payload: { name: 'Zoë Ó Briain', phone: account.mobile, role: 'member' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await find()).not.toContain(account.id);
    const zoe = await ctx.app.inject({ url: '/api/directory?q=zoe%20o', headers: admin.auth });
    expect(zoe.json().items.map((card: { _id: string }) => card._id)).toContain(account.id);
  });
});
