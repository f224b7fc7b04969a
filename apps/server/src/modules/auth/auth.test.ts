import { deviceCookieName, deviceCookieValue } from '../security/device-cookies';
import { describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';

describe('accounts API', () => {
  const ctx = useTestApp();
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) => ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const me = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });

  describe('sign-up', () => {
    it('creates the account, signs it in and never returns secrets', async () => {
      const account = newAccount();
      const response = await post('/api/auth/signup', account);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.message).toBe('Registration successful');
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        name: account.name,
        email: account.email,
        // The spec's form for a number of the site's country, E.164 beside it (issue 35).
        mobile: account.mobile,
        mobileE164: `+91${account.mobile}`,
        isAdmin: false,
      });
      expect(response.body).not.toMatch(/scrypt|password/i);
      const current = await me({ authorization: `Bearer ${body.token}` });
      expect(current.json()).toMatchObject({ _id: body.user._id, name: account.name });
    });

    it.each([
      ['name', { name: '   ' }, 'Please enter a  valid name'],
      ['name', { name: 'R2D2 Unit' }, 'Please enter a  valid name'],
      ['name', { name: '<b>Ravi</b>' }, 'Please enter a  valid name'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['mobile', { mobile: '12345' }, 'Please enter a valid phone number'],
      ['mobile', { mobile: 'ninety-eight' }, 'Please enter a valid phone number'],
      ['password', { password: 'short' }, 'Password must be 8 to 64 characters'],
      ['password', { password: 'x'.repeat(65) }, 'Password must be 8 to 64 characters'],
      [
        'password',
        { password: 'Password1' },
        'This password is too common. Please choose a less common one.',
      ],
    ])('refuses a bad %s with its message', async (field, change, message) => {
      const response = await post('/api/auth/signup', newAccount(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    });

    it('keeps every character of a long passphrase (no truncation)', async () => {
      const password = `${'a'.repeat(63)}b`;
      const account = await signUp(ctx.app, newAccount({ password }));
      expect(
        (await post('/api/auth/login', { mobile: account.mobile, password: `${'a'.repeat(63)}c` }))
          .statusCode,
      ).toBe(401);
      expect((await post('/api/auth/login', { mobile: account.mobile, password })).statusCode).toBe(
        200,
      );
    });

    it('refuses a taken email or mobile with 409 and keeps the first account', async () => {
      const first = await signUp(ctx.app);
      const sameEmail = await post(
        '/api/auth/signup',
        newAccount({ email: first.email.toUpperCase() }),
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().fields.email).toBe('An account with this email already exists.');
      const sameMobile = await post('/api/auth/signup', newAccount({ mobile: first.mobile }));
      expect(sameMobile.statusCode).toBe(409);
      expect(sameMobile.json().fields.mobile).toBe(
        'An account with this mobile number already exists.',
      );
      expect(
        (await post('/api/auth/login', { mobile: first.mobile, password: first.password }))
          .statusCode,
      ).toBe(200);
    });

    it.each([undefined, 'null', '[]', '{"name": 5}', '"text"'])(
      'answers a malformed body (%s) with 400',
      async (payload) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: { 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBeTruthy();
      },
    );
  });

  describe('sign-in', () => {
    it('signs in with a new token each time', async () => {
      const account = await signUp(ctx.app);
      const first = await post('/api/auth/login', {
        mobile: account.mobile,
        password: account.password,
      });
      const second = await post('/api/auth/login', {
        mobile: account.mobile,
        password: account.password,
      });
      expect(first.json()).toMatchObject({
        message: 'Login successful!',
        user: { isAdmin: false },
      });
      expect(first.json().token).not.toBe(second.json().token);
    });

    it('gives a wrong password and an unknown mobile the same answer', async () => {
      const account = await signUp(ctx.app);
      const wrong = await post(
        '/api/auth/login',
        { mobile: account.mobile, password: 'not the password' },
        {},
        '10.1.0.1',
      );
      const unknown = await post(
        '/api/auth/login',
        { mobile: '9000000999', password: 'not the password' },
        {},
        '10.1.0.1',
      );
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('Invalid mobile number or password.');
    });

    it("says so when 'Login as Admin' is ticked by a member, and signs an admin in as admin", async () => {
      const member = await signUp(ctx.app);
      const refused = await post('/api/auth/login', {
        mobile: member.mobile,
        password: member.password,
        asAdmin: true,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/not an admin/);
      await makeAdmin(ctx.db, member.id);
      const admin = await post('/api/auth/login', {
        mobile: member.mobile,
        password: member.password,
        asAdmin: true,
      });
      expect(admin.json().user.isAdmin).toBe(true);
    });

    it('refuses a guesser’s address after 10 failures on an account, while its owner still gets in from theirs', async () => {
      const account = await signUp(ctx.app);
      for (let i = 0; i < 10; i++) {
        const response = await post(
          '/api/auth/login',
          { mobile: account.mobile, password: `wrong ${i} pass` },
          {},
          '10.2.0.1',
        );
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post(
        '/api/auth/login',
        { mobile: account.mobile, password: account.password },
        {},
        '10.2.0.1',
      );
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The owner, elsewhere, on a browser that signed in before (its device cookie), gets in;
      // without one, past 10 failures from anywhere, it would wait too (ADR 55).
      const cookie = `${deviceCookieName(account.id)}=${await deviceCookieValue(ctx.db, account.id, 'B'.repeat(22))}`;
      const owner = await post(
        '/api/auth/login',
        { mobile: account.mobile, password: account.password },
        { cookie },
        '10.2.1.1',
      );
      expect(owner.statusCode).toBe(200);
      // Another account from the guesser's address is unaffected.
      const other = await signUp(ctx.app);
      expect(
        (
          await post(
            '/api/auth/login',
            { mobile: other.mobile, password: other.password },
            {},
            '10.2.0.1',
          )
        ).statusCode,
      ).toBe(200);
    });

    it('limits failed attempts per address across accounts', async () => {
      for (let i = 0; i < 30; i++) {
        await post(
          '/api/auth/login',
          { mobile: `90000900${String(i).padStart(2, '0')}`, password: 'whatever1' },
          {},
          '10.3.0.1',
        );
      }
      const limited = await post(
        '/api/auth/login',
        { mobile: '9000090099', password: 'whatever1' },
        {},
        '10.3.0.1',
      );
      expect(limited.statusCode).toBe(429);
    });
  });

  describe('sessions', () => {
    it('rejects a missing, malformed or unknown token with 401', async () => {
      for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'A'.repeat(43)}`]) {
        const response = await me(authorization ? { authorization } : {});
        expect(response.statusCode, String(authorization)).toBe(401);
      }
    });

    it('ends this session on sign-out and every session on sign-out everywhere', async () => {
      const account = await signUp(ctx.app);
      const other = (
        await post('/api/auth/login', { mobile: account.mobile, password: account.password })
      ).json().token;
      expect((await post('/api/auth/logout', {}, account.auth)).statusCode).toBe(200);
      expect((await me(account.auth)).statusCode).toBe(401);
      const otherAuth = { authorization: `Bearer ${other}` };
      expect((await me(otherAuth)).statusCode).toBe(200);
      const third = (
        await post('/api/auth/login', { mobile: account.mobile, password: account.password })
      ).json().token;
      expect((await post('/api/auth/logout-all', {}, otherAuth)).statusCode).toBe(200);
      expect((await me(otherAuth)).statusCode).toBe(401);
      expect((await me({ authorization: `Bearer ${third}` })).statusCode).toBe(401);
    });
  });

  describe('change password', () => {
    it('checks the current password, keeps this session and signs out the others', async () => {
      const account = await signUp(ctx.app);
      const other = (
        await post('/api/auth/login', { mobile: account.mobile, password: account.password })
      ).json().token;
      const body = {
        currentPassword: account.password,
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      };

      const wrongCurrent = await post(
        '/api/auth/change-password',
        { ...body, currentPassword: 'nope nope nope' },
        account.auth,
      );
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json().fields.currentPassword).toBe('Current password is incorrect.');
      const mismatch = await post(
        '/api/auth/change-password',
        { ...body, confirmPassword: 'something else' },
        account.auth,
      );
      expect(mismatch.json().fields.confirmPassword).toBe(
        'New password and confirm password must be identical.',
      );
      expect((await post('/api/auth/change-password', body)).statusCode).toBe(401);

      expect((await post('/api/auth/change-password', body, account.auth)).statusCode).toBe(200);
      expect((await me(account.auth)).statusCode).toBe(200);
      expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(401);
      expect(
        (await post('/api/auth/login', { mobile: account.mobile, password: account.password }))
          .statusCode,
      ).toBe(401);
      expect(
        (await post('/api/auth/login', { mobile: account.mobile, password: body.newPassword }))
          .statusCode,
      ).toBe(200);
    });
  });
});
