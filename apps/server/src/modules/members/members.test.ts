import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

type Person = Awaited<ReturnType<typeof signUp>>;
type Auth = Record<string, string>;

let phones = 0;
const newMember = (overrides: object = {}) => {
  phones += 1;
  return {
    name: 'Priya Nair',
    email: `priya.${phones}.${Date.now()}@example.org`,
    phone: `80000${String(phones).padStart(5, '0')}`,
    role: 'member',
    city: 'Pune',
    businessName: 'Nair Textiles',
    ...overrides,
  };
};

describe('members API', () => {
  const ctx = useTestApp();
  let admin: Person;
  let member: Person;
  let sharer: Person;

  const add = (auth: Auth | undefined, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/members',
      payload,
      ...(auth ? { headers: auth } : {}),
    });

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    // A new account shares its email with members (issue 35's default); this admin does not.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: admin.auth,
      payload: { shareEmail: false },
    });
    member = await signUp(ctx.app);
    sharer = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/settings',
      headers: sharer.auth,
      payload: { sharePhone: true, shareEmail: false },
    });
  });

  it('keeps the directory from visitors, and contact details as members chose', async () => {
    expect((await ctx.app.inject({ url: '/api/members' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/members/count' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/members/${sharer.id}` })).statusCode).toBe(401);

    const asMember = await ctx.app.inject({
      url: `/api/members/${sharer.id}`,
      headers: member.auth,
    });
    expect(asMember.json()).toMatchObject({
      name: sharer.name,
      phone: sharer.mobile,
      mobileE164: sharer.e164,
      email: null,
    });
    const hidden = await ctx.app.inject({ url: `/api/members/${admin.id}`, headers: member.auth });
    expect(hidden.json()).toMatchObject({ phone: null, email: null, role: 'admin' });
    const self = await ctx.app.inject({ url: `/api/members/${member.id}`, headers: member.auth });
    expect(self.json()).toMatchObject({
      phone: member.mobile,
      mobileE164: member.e164,
      email: member.email,
    });
    const asAdmin = await ctx.app.inject({ url: `/api/members/${member.id}`, headers: admin.auth });
    expect(asAdmin.json()).toMatchObject({
      phone: member.mobile,
      mobileE164: member.e164,
      email: member.email,
      role: 'member',
    });
  });

  it('adds a member without a password and emails an invitation that sets one', async () => {
    const body = newMember({ name: 'Invited Person' });
    const added = await add(admin.auth, body);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      message: 'Member added successfully!',
      member: {
        name: 'Invited Person',
        phone: body.phone,
        mobileE164: `+91${body.phone}`,
        invitationPending: true,
        city: 'Pune',
      },
    });
    // Cannot sign in yet, whatever is typed.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: body.phone, password: 'decoy password that never matches' },
    });
    expect(early.statusCode).toBe(401);

    const mail = await ctx.db.execute<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox where to_address = ${body.email}`,
    );
    expect(mail.rows[0]?.subject).toMatch(/^You are invited to /);
    const token = /token=([\w-]+)/.exec(mail.rows[0]!.text_body)?.[1];
    expect(token).toBeTruthy();
    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: {
        token,
        password: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: body.phone, password: 'a brand new passphrase' },
    });
    expect(login.statusCode).toBe(200);
    const after = await ctx.app.inject({
      url: `/api/members/${added.json().member._id}`,
      headers: admin.auth,
    });
    expect(after.json().invitationPending).toBe(false);
  });

  it('refuses visitors and plain members on every management call; changes nothing', async () => {
    const target = await signUp(ctx.app);
    const calls = [
      { method: 'POST', url: '/api/members', payload: newMember() },
      {
        method: 'PUT',
        url: `/api/members/${target.id}`,
        payload: { name: 'Renamed', phone: '9999999999', role: 'admin' },
      },
      { method: 'DELETE', url: `/api/members/${target.id}` },
    ] as const;
    for (const call of calls) {
      const label = `${call.method} ${call.url}`;
      expect((await ctx.app.inject(call)).statusCode, label).toBe(401);
      expect((await ctx.app.inject({ ...call, headers: member.auth })).statusCode, label).toBe(403);
    }
    const unchanged = await ctx.app.inject({
      url: `/api/members/${target.id}`,
      headers: admin.auth,
    });
    expect(unchanged.json()).toMatchObject({
      name: target.name,
      role: 'member',
      phone: target.mobile,
      mobileE164: target.e164,
    });
  });

  it('validates with the spec’s messages and refuses duplicates', async () => {
    const bad = await add(admin.auth, { name: '', email: 'nope', phone: '12345', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Please enter a valid phone number',
    });
    const taken = await add(admin.auth, newMember({ email: member.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: 'An account with this email already exists.' });
    const phoneTaken = await add(admin.auth, newMember({ phone: member.mobile }));
    expect(phoneTaken.json().fields).toEqual({
      phone: 'An account with this mobile number already exists.',
    });
    const unsafe = await add(admin.auth, newMember({ imageUrl: 'javascript:alert(1)' }));
    expect(unsafe.statusCode).toBe(400);
  });

  it('edits name, phone and role; never leaves the portal without an admin', async () => {
    const person = await signUp(ctx.app);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${person.id}`,
      headers: admin.auth,
      payload: { name: 'Renamed Person', phone: '7000000001', role: 'admin' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().member).toMatchObject({
      name: 'Renamed Person',
      phone: '7000000001',
      mobileE164: '+917000000001',
      role: 'admin',
    });
    const dupe = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${person.id}`,
      headers: admin.auth,
      payload: { name: 'Renamed Person', phone: member.mobile, role: 'admin' },
    });
    expect(dupe.statusCode).toBe(409);

    // Demote everyone but one admin, then try the last.
    await ctx.db.execute(sql`update users set is_admin = false where id <> ${admin.id}`);
    const last = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${admin.id}`,
      headers: admin.auth,
      payload: { name: 'Admin', phone: admin.mobile, role: 'member' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/at least one site admin/);
    const self = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/members/${admin.id}`,
      headers: admin.auth,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('To delete your own account, use Account Settings.');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/members/nope', headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('searches by name, business or city and pages; counts match', async () => {
    for (const [name, city, businessName] of [
      ['Anand Kulkarni', 'Nashik', 'Kulkarni Sweets'],
      ['Bela Shah', 'Surat', 'Shah Diamonds'],
      ['Chitra Rao', 'Nashik', 'Rao Books'],
    ] as const)
      await add(admin.auth, newMember({ name, city, businessName }));
    const byCity = await ctx.app.inject({ url: '/api/members?q=NASHIK', headers: member.auth });
    expect(byCity.json().map((row: { name: string }) => row.name)).toEqual([
      'Anand Kulkarni',
      'Chitra Rao',
    ]);
    const byBusiness = await ctx.app.inject({
      url: '/api/members?q=diamonds',
      headers: member.auth,
    });
    expect(byBusiness.json().map((row: { name: string }) => row.name)).toEqual(['Bela Shah']);
    const count = await ctx.app.inject({
      url: '/api/members/count?q=nashik',
      headers: member.auth,
    });
    expect(count.json()).toEqual({ total: 2 });
    const page2 = await ctx.app.inject({
      url: '/api/members?q=nashik&limit=1&page=2',
      headers: member.auth,
    });
    expect(page2.json().map((row: { name: string }) => row.name)).toEqual(['Chitra Rao']);
    const all = await ctx.app.inject({ url: '/api/members/count', headers: member.auth });
    expect(all.json().total).toBeGreaterThanOrEqual(6);
    expect(
      (await ctx.app.inject({ url: '/api/members?limit=500', headers: member.auth })).statusCode,
    ).toBe(400);
  });

  it('deletes a member: their sessions end', async () => {
    const leaving = await signUp(ctx.app, newAccount());
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/members/${leaving.id}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ message: 'Member deleted.' });
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', headers: leaving.auth })).statusCode,
    ).toBe(401);
  });
});
