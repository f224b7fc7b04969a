import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets } from '../../db/schema/index';
import { signUp } from '../../test/accounts';
import type { Database } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { requestPasswordReset, type AuthContext } from './service';

describe('password reset', () => {
  const ctx = useTestApp();
  // A reset request's lookup and email are a job run after its answer (issue 21 §3): run it.
  const post = async (url: string, payload: object, remoteAddress = '127.0.0.1') => {
    const response = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
    await ctx.app.jobs.runQueued();
    return response;
  };
  const mailTo = async (address: string) =>
    ctx.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);
  const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('answers the same whether or not the account exists, and mails a link only to a real one', async () => {
    const account = await signUp(ctx.app);
    const known = await post('/api/auth/reset-password/request', { identifier: account.mobile });
    const unknown = await post('/api/auth/reset-password/request', {
      identifier: 'nobody@example.org',
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mails = await mailTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.status).toBe('stored');
    expect(mails[0]?.textBody).toContain('http://portal.test/reset-password?token=');
    expect(await mailTo('nobody@example.org')).toHaveLength(0);
  });

  it('sets a new password once per link, signs out every device, and keeps only a hash of the token', async () => {
    const account = await signUp(ctx.app);
    await post('/api/auth/reset-password/request', { identifier: account.email });
    const token = tokenIn((await mailTo(account.email))[0]?.textBody ?? '');
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    const stored = await ctx.db.select().from(passwordResets);
    expect(JSON.stringify(stored)).not.toContain(token);

    const body = { token, password: 'my fresh passphrase', confirmPassword: 'my fresh passphrase' };
    const done = await post('/api/auth/reset-password/confirm', body);
    expect(done.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: account.auth }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { mobile: account.mobile, password: body.password }))
        .statusCode,
    ).toBe(200);

    const again = await post('/api/auth/reset-password/confirm', {
      ...body,
      password: 'another passphrase',
      confirmPassword: 'another passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link and a common password', async () => {
    const account = await signUp(ctx.app);
    await post('/api/auth/reset-password/request', { identifier: account.mobile });
    const token = tokenIn((await mailTo(account.email))[0]?.textBody ?? '');
    const common = await post('/api/auth/reset-password/confirm', {
      token,
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/too common/);

    await ctx.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await post('/api/auth/reset-password/confirm', {
      token,
      password: 'late passphrase',
      confirmPassword: 'late passphrase',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('validates the request: a mobile or an email', async () => {
    const response = await post('/api/auth/reset-password/request', { identifier: 'hello' });
    expect(response.statusCode).toBe(400);
    expect(
      (
        await post('/api/auth/reset-password/confirm', {
          token: 'x',
          password: 'a',
          confirmPassword: 'b',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('limits requests per address and per account without revealing the account', async () => {
    const account = await signUp(ctx.app);
    for (let i = 0; i < 5; i++) {
      const response = await post(
        '/api/auth/reset-password/request',
        { identifier: account.mobile },
        '10.9.0.1',
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await mailTo(account.email)).toHaveLength(3); // per-account cap: 3 an hour
    for (let i = 0; i < 5; i++)
      await post('/api/auth/reset-password/request', { identifier: 'x@example.org' }, '10.9.0.1');
    const limited = await post(
      '/api/auth/reset-password/request',
      { identifier: 'x@example.org' },
      '10.9.0.1',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('kills every other link of the account once one is used, and signs out every session', async () => {
    const account = await signUp(ctx.app);
    await post('/api/auth/reset-password/request', { identifier: account.email }, '10.9.1.1');
    await post('/api/auth/reset-password/request', { identifier: account.mobile }, '10.9.1.2');
    const [first, second] = (await mailTo(account.email)).map((m) => tokenIn(m.textBody));
    expect(first && second && first !== second).toBe(true);
    const use = (token: string, password: string) =>
      post('/api/auth/reset-password/confirm', { token, password, confirmPassword: password });
    expect((await use(first!, 'first new passphrase')).statusCode).toBe(200);
    expect((await use(second!, 'second new passphrase')).statusCode).toBe(400);
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: account.auth });
    expect(me.statusCode).toBe(401);
    const signIn = (password: string) =>
      post('/api/auth/login', { mobile: account.mobile, password }, '10.9.1.3');
    expect((await signIn('first new passphrase')).statusCode).toBe(200);
  });

  it('kills every outstanding link when the password is changed, and signs out the other sessions', async () => {
    const account = await signUp(ctx.app);
    const other = await post(
      '/api/auth/login',
      { mobile: account.mobile, password: account.password },
      '10.9.2.1',
    );
    await post('/api/auth/reset-password/request', { identifier: account.email }, '10.9.2.2');
    const token = tokenIn((await mailTo(account.email))[0]?.textBody ?? '');
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: account.auth,
      payload: {
        currentPassword: account.password,
        newPassword: 'changed passphrase here',
        confirmPassword: 'changed passphrase here',
      },
    });
    expect(changed.statusCode).toBe(200);
    const late = await post('/api/auth/reset-password/confirm', {
      token,
      password: 'attacker passphrase',
      confirmPassword: 'attacker passphrase',
    });
    expect(late.statusCode).toBe(400);
    const otherSession = { authorization: `Bearer ${other.json().token}` };
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', headers: otherSession })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', headers: account.auth })).statusCode,
    ).toBe(200);
  });

  it('answers alike for known and unknown accounts: its only database work is queuing the same job', async () => {
    const account = await signUp(ctx.app);
    const statements: string[] = [];
    const dialect = new PgDialect();
    // Any other use of the database while answering throws: no lookup happens before the answer.
    const recording = new Proxy(ctx.db, {
      get: (target, property) => {
        if (property !== 'execute') throw new Error(`the answer used db.${String(property)}`);
        return async (query: Parameters<Database['execute']>[0]) => {
          statements.push(dialect.sqlToQuery(query as SQL).sql);
          return target.execute(query);
        };
      },
    });
    const context: AuthContext = {
      db: recording,
      hashCost: 12,
      clientAddress: '10.9.3.1',
      limiter: ctx.app.limiter,
      jobs: ctx.app.jobs,
      joinPolicy: async () => 'open',
      origin: {},
      knownDevice: async () => undefined,
    };
    const known = await requestPasswordReset(context, account.email, 'hi');
    const knownStatements = statements.splice(0);
    const unknown = await requestPasswordReset(context, 'nobody@example.net', 'hi');
    expect(known).toEqual(unknown);
    expect(statements).toEqual(knownStatements);
    expect(knownStatements.some((text) => text.includes('pgboss.job'))).toBe(true);
    expect(await mailTo(account.email)).toHaveLength(0);
    // The job, run after the answer, mails the real account only, in the request's language.
    expect(await ctx.app.jobs.runQueued(['password-reset'])).toBe(2);
    const [mail] = await mailTo(account.email);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    expect(await mailTo('nobody@example.net')).toHaveLength(0);
  });
});
