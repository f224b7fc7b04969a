import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index';
import { newAccount, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { deviceCookieName, deviceCookieValue } from '../security/device-cookies';
import { limits } from './throttle';

/**
 * Issue 21 §1–2: every limit holds when its requests arrive at once, and no limit lets a stranger
 * keep an owner out. Run against the database's counters and, where the machine has Redis (CI
 * sets TEST_REDIS_URL), against Redis's.
 */
const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'PostgreSQL', env: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', env: { REDIS_URL: process.env.TEST_REDIS_URL } }]
    : []),
];

// Redis outlives a test run: every address and number here is fresh, so runs never share keys.
const freshAddress = () => `10.${randomInt(100, 250)}.${randomInt(250)}.${randomInt(1, 250)}`;
const statuses = (responses: { statusCode: number }[]) => {
  const tally: Record<number, number> = {};
  for (const { statusCode } of responses) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
};
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe.each(stores)('limits under concurrency, counted in $name', ({ env }) => {
  const ctx = useTestApp(env);
  const post = (url: string, payload: object, remoteAddress: string, headers = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
  /** The device cookie a browser that signed in to the account before carries (ADR 55). */
  const knownDeviceCookie = async (userId: string) =>
    `${deviceCookieName(userId)}=${await deviceCookieValue(ctx.db, userId, 'A'.repeat(22))}`;

  it('counts 100 takes of one key at once as 1 to 100, each once', async () => {
    const key = `test:${randomInt(1e9)}`;
    const taken = await times(100, () => ctx.app.limiter.take(key, { max: 10, windowSeconds: 60 }));
    expect(taken.map((t) => t.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(taken.every((t) => t.retryAfterSeconds > 0 && t.retryAfterSeconds <= 60)).toBe(true);
  });

  it('judges at most 30 of 60 sign-ins sent at once from one address; the rest are 429', async () => {
    const address = freshAddress();
    const responses = await times(60, (i) =>
      post(
        '/api/auth/login',
        { mobile: `9${String(randomInt(1e8)).padStart(8, '0')}${i % 10}`, password: 'wrong one' },
        address,
      ),
    );
    expect(statuses(responses)).toEqual({ 401: limits.loginPerAddress.max, 429: 30 });
  });

  it('judges at most 10 of 25 sign-ins at once against one account from one address', async () => {
    const account = await signUp(ctx.app);
    const address = freshAddress();
    const responses = await times(25, () =>
      post('/api/auth/login', { mobile: account.mobile, password: 'not the password' }, address),
    );
    expect(statuses(responses)).toEqual({ 401: limits.loginPerAccountAndAddress.max, 429: 15 });
    // The owner, from their own address and the browser they signed up on, still gets in.
    const owner = await post(
      '/api/auth/login',
      { mobile: account.mobile, password: account.password },
      freshAddress(),
      { cookie: await knownDeviceCookie(account.id) },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('judges at most 10 of 25 guesses at once from 25 addresses, tells the owner once in their language, and lets their known device in', async () => {
    const account = await signUp(ctx.app);
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, account.id));
    const responses = await times(25, () =>
      post(
        '/api/auth/login',
        { mobile: account.mobile, password: 'a wrong guess' },
        freshAddress(),
      ),
    );
    expect(statuses(responses)).toEqual({ 401: limits.loginPerAccount.max, 429: 15 });
    // A browser the account does not know is refused even with the right password (ADR 55)…
    const stranger = await post(
      '/api/auth/login',
      { mobile: account.mobile, password: account.password },
      freshAddress(),
    );
    expect(stranger.statusCode).toBe(429);
    // …and the owner's own, carrying its device cookie, gets in.
    const cookie = await knownDeviceCookie(account.id);
    const owner = await post(
      '/api/auth/login',
      { mobile: account.mobile, password: account.password },
      freshAddress(),
      { cookie },
    );
    expect(owner.statusCode).toBe(200);
    await ctx.app.jobs.runQueued(['sign-in-warning']);
    const mail = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, account.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/साइन इन/);
    expect(mail[0]?.textBody).toContain('10');
  });

  it('allows at most 5 of 12 sign-ups at once with one mobile number', async () => {
    const mobile = newAccount().mobile;
    const responses = await times(12, () =>
      post('/api/auth/signup', newAccount({ mobile }), freshAddress()),
    );
    const tally = statuses(responses);
    expect(tally[429]).toBe(12 - limits.signupPerNumber.max);
    // Of those judged, one account was made and the others were told the number is taken.
    expect(tally).toEqual({ 201: 1, 409: limits.signupPerNumber.max - 1, 429: 7 });
  });

  it('answers at most 10 of 16 reset requests at once from one address', async () => {
    const address = freshAddress();
    const responses = await times(16, (i) =>
      post('/api/auth/reset-password/request', { identifier: `nobody.${i}@example.org` }, address),
    );
    expect(statuses(responses)).toEqual({ 200: limits.resetPerAddress.max, 429: 6 });
  });

  it('emails at most 3 reset links for one account, however many ask at once', async () => {
    const account = await signUp(ctx.app);
    const responses = await times(8, () =>
      post('/api/auth/reset-password/request', { identifier: account.email }, freshAddress()),
    );
    expect(statuses(responses)).toEqual({ 200: 8 });
    await ctx.app.jobs.runQueued();
    const mail = await ctx.db.execute(
      sql`select 1 from outbox where to_address = ${account.email}`,
    );
    expect(mail.rows).toHaveLength(limits.resetPerAccount.max);
  });

  it('takes at most 20 of 26 wall posts sent at once by one member', async () => {
    const author = await signUp(ctx.app);
    const responses = await times(26, (i) =>
      post('/api/posts', { content: `Post number ${i}` }, freshAddress(), author.auth),
    );
    expect(statuses(responses)).toEqual({ 201: ctx.app.config.postsPerMember.max, 429: 6 });
  });

  it('takes at most 5 of 9 contact messages sent at once from one address', async () => {
    const address = freshAddress();
    const responses = await times(9, () =>
      post(
        '/api/serviceform',
        { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.org', message: 'Hello there' },
        address,
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 5, 429: 4 });
  });
});
