import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox, siteSettings, users } from '../../db/schema/index';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { limits } from '../auth/throttle';
import { deviceCookieName } from './device-cookies';
import { totpCode, totpStep } from './totp';

/**
 * Issue 38 (ADR 55): two-step sign-in, device cookies against distributed guessing, and the
 * session list, on the database's limit counters and, where the machine has Redis, on Redis's.
 */
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'PostgreSQL', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
];

// Redis outlives a test run: every address here is fresh, so runs never share keys.
const freshAddress = () => `10.${randomInt(100, 250)}.${randomInt(250)}.${randomInt(1, 250)}`;
const tally = (responses: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The code an authenticator app would show `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => totpCode(secret, totpStep(Date.now()) + steps);

describe.each(stores)('account security, limits counted in $name', ({ env }) => {
  const ctx = useTestApp({ ...env, TRUST_PROXY: 'true' });
  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    options: { payload?: object; headers?: Record<string, string>; address?: string } = {},
  ) =>
    ctx.app.inject({
      method,
      url,
      ...(options.payload && { payload: options.payload }),
      headers: { 'x-forwarded-for': options.address ?? freshAddress(), ...options.headers },
    });
  /** The `name=value` of the device cookie a sign-in answer set. */
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
    const header = response.headers['set-cookie'];
    const cookies = Array.isArray(header) ? header : [String(header)];
    const cookie = cookies.find((line: string) => line.startsWith('portal_device_'));
    if (!cookie) throw new Error('no device cookie was set');
    return cookie.split(';')[0]!;
  };
  const login = (
    account: { mobile: string; password: string },
    headers: Record<string, string> = {},
    address?: string,
  ) =>
    call('POST', '/api/auth/login', {
      payload: { mobile: account.mobile, password: account.password },
      headers,
      address,
    });
  const mailTo = (email: string) => ctx.db.select().from(outbox).where(eq(outbox.toAddress, email));

  /** A member with two-step sign-in on: their secret, recovery codes and sign-up browser. */
  async function withTwoFactor(name: string) {
    const account = await signUp(ctx.app, newAccount({ name }));
    const setup = await call('POST', '/api/me/2fa/setup', { headers: account.auth });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json<{
      secret: string;
      otpauthUrl: string;
      qrSvg: string;
    }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const enabled = await call('POST', '/api/me/2fa/enable', {
      headers: account.auth,
      payload: { code: codeAt(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    return { ...account, secret, recoveryCodes };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a visitor (401) on every call of its own', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', '/api/me/2fa'],
      ['POST', '/api/me/2fa/setup'],
      ['POST', '/api/me/2fa/enable', { code: '123456' }],
      ['POST', '/api/me/2fa/disable', { password: 'x', code: '123456' }],
      ['GET', '/api/me/sessions'],
      ['DELETE', '/api/me/sessions'],
      ['DELETE', '/api/me/sessions/8d0c3f59-7f55-4c43-9d2a-1f6f6f0f7a11'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(method, url, { ...(payload && { payload }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('turns two-step sign-in on with a code made from the secret, and tells the owner', async () => {
    const member = await withTwoFactor('राहुल शर्मा');
    expect(member.recoveryCodes).toHaveLength(10);
    expect(new Set(member.recoveryCodes).size).toBe(10);
    // Only hashes are kept: no stored value is a code.
    const stored = await ctx.db.execute<{ hash: string }>(
      sql`select encode(code_hash, 'hex') as hash from recovery_codes where user_id = ${member.id}`,
    );
    expect(stored.rows).toHaveLength(10);
    for (const code of member.recoveryCodes)
      expect(stored.rows.map((row) => row.hash)).not.toContain(code);
    const status = await call('GET', '/api/me/2fa', { headers: member.auth });
    expect(status.json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredForAdmin: false,
    });
    // Once on, it is not set up again (the secret would change under the app).
    const again = await call('POST', '/api/me/2fa/setup', { headers: member.auth });
    expect(again.statusCode).toBe(409);
    await ctx.app.jobs.runQueued(['security-notice']);
    const subjects = (await mailTo(member.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Two-step sign-in is on for your Community Portal account');
  });

  it('refuses a wrong code when turning it on, and changes nothing', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain' }));
    const noSetup = await call('POST', '/api/me/2fa/enable', {
      headers: member.auth,
      payload: { code: '123456' },
    });
    expect(noSetup.statusCode).toBe(409);
    const { secret } = (await call('POST', '/api/me/2fa/setup', { headers: member.auth })).json();
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const response = await call('POST', '/api/me/2fa/enable', {
      headers: member.auth,
      payload: { code: wrong },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.code).toMatch(/not right/);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.twoFactorEnabled).toBe(false);
  });

  it('asks for a code after the password, signs in with it once, and refuses its replay (401)', async () => {
    const member = await withTwoFactor('જયેશ પટેલ');
    const first = await login(member);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();
    // The step after the one that turned it on: the app's next code (one step either side counts).
    const code = codeAt(member.secret, 1);
    const signedIn = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: answer.challenge, code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ _id: member.id, name: 'જયેશ પટેલ' });
    expect(body.message).toBe('Login successful!');
    deviceCookieOf(signedIn);
    const me = await call('GET', '/api/auth/user', {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    // The challenge is spent, and the same code on a new challenge is a replay.
    const spent = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: answer.challenge, code },
    });
    expect(spent.statusCode).toBe(401);
    const second = (await login(member)).json();
    const replay = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: second.challenge, code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('invalid_code');
    // Half a minute on, the app's next code lets them in on the same challenge.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    const next = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: second.challenge, code: codeAt(member.secret, 1) },
    });
    expect(next.statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const member = await withTwoFactor('محمد');
    const [code] = member.recoveryCodes;
    const challenge = async () => (await login(member)).json().challenge as string;
    const used = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: await challenge(), code: code!.toUpperCase() },
    });
    expect(used.statusCode).toBe(200);
    const twice = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: await challenge(), code },
    });
    expect(twice.statusCode).toBe(401);
    const status = await call('GET', '/api/me/2fa', { headers: member.auth });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after five wrong codes, or five minutes, whatever comes next', async () => {
    const member = await withTwoFactor('Siobhán Murphy');
    const { challenge } = (await login(member)).json();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('POST', '/api/auth/login/2fa', {
        payload: { challenge, code: 'aaaaa-bbbbb' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('invalid_code');
    }
    const right = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge, code: member.recoveryCodes[1] },
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().error).toBe('invalid_challenge');
    const late = (await login(member)).json().challenge as string;
    await ctx.db.execute(sql`update sign_in_challenges set expires_at = now() - interval '1 second'
      where user_id = ${member.id} and used_at is null`);
    const expired = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: late, code: member.recoveryCodes[1] },
    });
    expect(expired.statusCode).toBe(401);
    // Nothing was spent: the recovery code still works on a live challenge.
    const fresh = (await login(member)).json().challenge as string;
    const ok = await call('POST', '/api/auth/login/2fa', {
      payload: { challenge: fresh, code: member.recoveryCodes[1] },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('throttles code guessing per account across challenges', async () => {
    const member = await withTwoFactor('Arjun Nair');
    const challenges = await Promise.all(
      Array.from({ length: 3 }, async () => (await login(member)).json().challenge as string),
    );
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        call('POST', '/api/auth/login/2fa', {
          payload: { challenge: challenges[i % 3], code: 'zzzzz-zzzzz' },
        }),
      ),
    );
    // Ten judged (each challenge spends itself after five), the rest refused.
    const counts = tally(guesses);
    expect(counts[429]).toBeGreaterThanOrEqual(15 - limits.twoFactorPerAccount.max);
    expect(counts[500]).toBeUndefined();
  });

  it('turns it off with the password and a code, and refuses either wrong without a change', async () => {
    const member = await withTwoFactor('Lakshmi Narayanan');
    const wrongPassword = await call('POST', '/api/me/2fa/disable', {
      headers: member.auth,
      payload: { password: 'not my password', code: codeAt(member.secret, 1) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields.password).toBeDefined();
    const wrongCode = await call('POST', '/api/me/2fa/disable', {
      headers: member.auth,
      payload: { password: member.password, code: 'wrong-code' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect((await call('GET', '/api/me/2fa', { headers: member.auth })).json().enabled).toBe(true);
    const off = await call('POST', '/api/me/2fa/disable', {
      headers: member.auth,
      payload: { password: member.password, code: member.recoveryCodes[0] },
    });
    expect(off.statusCode).toBe(200);
    const plain = await login(member);
    expect(plain.json().token).toEqual(expect.any(String));
    await ctx.app.jobs.runQueued(['security-notice']);
    const subjects = (await mailTo(member.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Two-step sign-in was turned off for your Community Portal account');
  });

  it('judges at most 10 of 25 guesses at once from 25 addresses; the owner’s device still gets in', async () => {
    const owner = await signUp(ctx.app, newAccount({ name: 'Priya Desai' }));
    const other = await signUp(ctx.app, newAccount({ name: 'Meera Iyer' }));
    // The owner's phone signed in last week: it holds the account's device cookie.
    const phone = deviceCookieOf(await login(owner, { 'user-agent': android }));
    const othersCookie = deviceCookieOf(await login(other));
    const guesses = await Promise.all(
      Array.from({ length: 25 }, () => login({ mobile: owner.mobile, password: 'a wrong guess' })),
    );
    expect(tally(guesses)).toEqual({ 401: limits.loginPerAccount.max, 429: 15 });
    expect(guesses.find((guess) => guess.statusCode === 429)?.headers['retry-after']).toBeDefined();
    // Without a cookie, with a forged one, or with another account's: refused, even the password.
    const [name, value] = phone.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    const borrowed = `${deviceCookieName(owner.id)}=${othersCookie.split('=')[1]}`;
    for (const cookie of [undefined, forged, borrowed]) {
      const attempt = await login(owner, cookie ? { cookie } : {});
      expect(attempt.statusCode, cookie ?? 'no cookie').toBe(429);
    }
    // The owner's phone signs in, and keeps the same device.
    const fromPhone = await login(owner, { cookie: phone, 'user-agent': android });
    expect(fromPhone.statusCode).toBe(200);
    expect(deviceCookieOf(fromPhone)).toBe(phone);
    // The phone's own limit: its guesses are its own, and stop at 10 too.
    const phoneGuesses = await Promise.all(
      Array.from({ length: 12 }, () =>
        login({ mobile: owner.mobile, password: 'wrong again' }, { cookie: phone }),
      ),
    );
    expect(tally(phoneGuesses)).toEqual({ 401: limits.loginPerDevice.max, 429: 2 });
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, for the sign-in calls, Secure over TLS', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Anne-Marie O’Brien' }));
    const plain = await login(member);
    const line = [plain.headers['set-cookie']].flat().join('\n');
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\/api\/auth/);
    expect(line).not.toMatch(/Secure/);
    const overTls = await login(member, { 'x-forwarded-proto': 'https' });
    expect([overTls.headers['set-cookie']].flat().join('\n')).toMatch(/; Secure/);
  });

  it('emails the owner, in their language, of a new device and a password change', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Venkata Subrahmanyam Iyer' }));
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, member.id));
    const known = deviceCookieOf(await login(member));
    await login(member, { cookie: known });
    await ctx.app.jobs.runQueued(['security-notice']);
    // The first sign-in came from a browser without the cookie; the second from a known one.
    expect(await mailTo(member.email)).toHaveLength(1);
    const changed = await call('POST', '/api/auth/change-password', {
      headers: member.auth,
      payload: {
        currentPassword: member.password,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    await ctx.app.jobs.runQueued(['security-notice']);
    const mail = await mailTo(member.email);
    expect(mail).toHaveLength(2);
    for (const message of mail) expect(message.subject).toMatch(/[\u0900-\u097F]/);
  });

  it('lists the account’s sessions, signs one out at once, and refuses another member’s', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'ભાવના પટેલ' }));
    const other = await signUp(ctx.app, newAccount({ name: 'Li Wei' }));
    const phone = (await login(member, { 'user-agent': android }, '203.0.113.77')).json().token;
    const tablet = (await login(member, { 'user-agent': iphone }, '2001:db8:abcd:12::1')).json()
      .token;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const listed = await call('GET', '/api/me/sessions', { headers: auth(phone) });
    expect(listed.statusCode).toBe(200);
    const list =
      listed.json<{ _id: string; current: boolean; device: string; place: string | null }[]>();
    expect(list).toHaveLength(3);
    const mine = list.find((row) => row.current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Android', place: '203.0.113.0/24' });
    const ipad = list.find((row) => row.device === 'Safari on iOS')!;
    expect(ipad.place).toBe('2001:db8:abcd::/48');
    expect(list.filter((row) => row.current)).toHaveLength(1);
    // In the reader's language.
    const hindi = await call('GET', '/api/me/sessions', {
      headers: { ...auth(phone), 'accept-language': 'hi' },
    });
    expect(hindi.json()[0].device).toMatch(/[\u0900-\u097F]/);

    // Another member's session: 404, and it stays signed in.
    const othersList = (await call('GET', '/api/me/sessions', { headers: other.auth })).json();
    const refused = await call('DELETE', `/api/me/sessions/${othersList[0]._id}`, {
      headers: auth(phone),
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', { headers: other.auth })).statusCode).toBe(200);
    expect(
      (await call('DELETE', '/api/me/sessions/not-a-session', { headers: auth(phone) })).statusCode,
    ).toBe(404);

    // Warm the tablet's session in the cache first: the revocation must still apply at once.
    expect((await call('GET', '/api/auth/user', { headers: auth(tablet) })).statusCode).toBe(200);
    const signedOut = await call('DELETE', `/api/me/sessions/${ipad._id}`, {
      headers: auth(phone),
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', { headers: auth(tablet) })).statusCode).toBe(401);

    // Everywhere else: the sign-up's session goes, this one stays.
    const rest = await call('DELETE', '/api/me/sessions', { headers: auth(phone) });
    expect(rest.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', { headers: member.auth })).statusCode).toBe(401);
    const left = (await call('GET', '/api/me/sessions', { headers: auth(phone) })).json();
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('lets a site admin turn off a member’s two-step sign-in (lost phone), and no one else', async () => {
    const member = await withTwoFactor('Nguyễn Thị Lan');
    const admin = await signUp(ctx.app, newAccount({ name: 'Tendai Moyo' }));
    await makeAdmin(ctx.db, admin.id);
    const plain = await signUp(ctx.app, newAccount({ name: 'Aarav Mehta' }));
    const reset = (headers: Record<string, string> = {}, id = member.id) =>
      call('DELETE', `/api/members/${id}/2fa`, { headers });

    expect((await reset()).statusCode).toBe(401);
    expect((await reset(plain.auth)).statusCode).toBe(403);
    expect((await reset(member.auth)).statusCode).toBe(403);
    // Whether it is on is for site admins to see, no one else.
    const asAdmin = await call('GET', `/api/members/${member.id}`, { headers: admin.auth });
    expect(asAdmin.json().twoFactorEnabled).toBe(true);
    const asPlain = await call('GET', `/api/members/${member.id}`, { headers: plain.auth });
    expect(asPlain.statusCode).toBe(200);
    expect(asPlain.json()).not.toHaveProperty('twoFactorEnabled');

    const done = await reset(admin.auth);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/^Two-step sign-in is now off for this member/);
    // Signed out everywhere (a lost phone may hold a session); the password alone signs in.
    expect((await call('GET', '/api/auth/user', { headers: member.auth })).statusCode).toBe(401);
    const again = await login(member);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toHaveProperty('token');
    expect(again.json()).not.toHaveProperty('twoFactorRequired');
    expect(
      (await call('GET', `/api/members/${member.id}`, { headers: admin.auth })).json(),
    ).toMatchObject({
      twoFactorEnabled: false,
    });
    // The owner is told, and the trail says who did it.
    await ctx.app.jobs.runQueued(['security-notice']);
    const mail = await mailTo(member.email);
    expect(mail.map((message) => message.subject)).toContainEqual(
      expect.stringMatching(/^Two-step sign-in was turned off/),
    );
    const trail = await ctx.db.execute<{ actor_id: string; target_label: string }>(sql`
      select actor_id, target_label from audit_log
      where action = 'member.two_factor_reset' and target_id = ${member.id}`);
    expect(trail.rows).toEqual([{ actor_id: admin.id, target_label: 'Nguyễn Thị Lan' }]);

    // Once is enough; and an admin's own goes through Account Settings, with a code.
    expect((await reset(admin.auth)).statusCode).toBe(409);
    const own = await reset(admin.auth, admin.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('To turn off your own two-step sign-in, use Account Settings.');
  });

  it('holds back a site admin without two-step sign-in where the site requires it', async () => {
    const admin = await signUp(ctx.app, newAccount({ name: 'Fatima Sheikh' }));
    await makeAdmin(ctx.db, admin.id);
    const settings = () => call('GET', '/api/admin/site-settings', { headers: admin.auth });
    expect((await settings()).statusCode).toBe(200);
    await ctx.db
      .insert(siteSettings)
      .values({ id: 1, requireTwoFactorForAdmins: true })
      .onConflictDoUpdate({ target: siteSettings.id, set: { requireTwoFactorForAdmins: true } });
    // Written straight to the database, the rule reaches the server's kept sessions by the
    // table's NOTIFY, which arrives a moment after the commit (the admin screen's own save waits
    // for it): until then the session kept from the call above still acts as an admin.
    await expect.poll(async () => (await settings()).statusCode, { timeout: 10_000 }).toBe(403);
    const held = await settings();
    expect(held.json().error).toBe('two_factor_required');
    const me = (await call('GET', '/api/auth/user', { headers: admin.auth })).json();
    expect(me.isAdmin).toBe(false);
    expect((await call('GET', '/api/me/2fa', { headers: admin.auth })).json()).toMatchObject({
      enabled: false,
      requiredForAdmin: true,
    });
    // Setting it up lets them act as an admin again, at once.
    const { secret } = (await call('POST', '/api/me/2fa/setup', { headers: admin.auth })).json();
    const on = await call('POST', '/api/me/2fa/enable', {
      headers: admin.auth,
      payload: { code: codeAt(secret) },
    });
    expect(on.statusCode).toBe(200);
    expect((await settings()).statusCode).toBe(200);
    await ctx.db
      .update(siteSettings)
      .set({ requireTwoFactorForAdmins: null })
      .where(eq(siteSettings.id, 1));
  });
});
