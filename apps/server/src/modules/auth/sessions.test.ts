import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { channelWith } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { hashToken } from './tokens';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Sessions read from memory, used without a write, and still ended on time (issue #22). */
describe('sessions without a write on a read', () => {
  const ctx = useTestApp();
  const me = (token: string) =>
    ctx.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  const sessionRow = async (token: string) => {
    const result = await ctx.db.execute<{ xmin: string; usedMs: number }>(sql`
      select xmin::text, (extract(epoch from last_used_at) * 1000)::float8 as "usedMs" from sessions
      where token_hash = sha256(convert_to(${token}, 'utf8'))`);
    return result.rows[0]!;
  };
  /** The app's clock (Date only: timers and the database connections run as usual). */
  const fakeClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('listens for revocations from the first signed-in request, then keeps lookups', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Arjun Nair' }));
    expect(ctx.app.sessionCache.size).toBe(0);
    expect((await me(member.token)).statusCode).toBe(200);
    await ctx.app.liveHub.ensureListening();
    expect(ctx.app.liveHub.listening).toBe(true);
    expect((await me(member.token)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.size).toBe(1);
  });

  it('answers from a copy due for a new lookup, and looks it up beside the request', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Lakshmi Narayanan' }));
    expect((await me(member.token)).statusCode).toBe(200);
    await ctx.app.liveHub.ensureListening();
    expect((await me(member.token)).statusCode).toBe(200);
    const key = hashToken(member.token).toString('base64url');
    expect(ctx.app.sessionCache.dueForRefresh(key)).toBe(false);
    fakeClock();
    vi.setSystemTime(Date.now() + 7_000);
    expect(ctx.app.sessionCache.dueForRefresh(key)).toBe(true);
    // Renamed behind the server's back with its notification held back: the copy answers at once,
    // and the lookup beside it brings the new name for the next request.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`); // no triggers
      await tx.execute(sql`update users set name = 'Lakshmi N.' where id = ${member.id}`);
    });
    expect((await me(member.token)).json().name).toBe('Lakshmi Narayanan');
    await vi.waitFor(() => expect(ctx.app.sessionCache.dueForRefresh(key)).toBe(false));
    expect((await me(member.token)).json().name).toBe('Lakshmi N.');
  });

  it('reads as a member many times without writing the session row', async () => {
    const member = await signUp(ctx.app, newAccount({ name: "Siobhán O'Connor-Nair" }));
    const before = await sessionRow(member.token);
    for (let index = 0; index < 20; index += 1) {
      expect((await me(member.token)).statusCode).toBe(200);
      const list = await ctx.app.inject({ url: '/api/events', headers: member.auth });
      expect(list.statusCode).toBe(200);
    }
    await ctx.app.sessionUse.flush();
    const after = await sessionRow(member.token);
    expect(after.xmin).toBe(before.xmin);
    expect(after.usedMs).toBe(before.usedMs);
  });

  it('records the use of many sessions minutes apart, in one batch off the request', async () => {
    fakeClock();
    const first = await signUp(ctx.app, newAccount({ name: 'प्रिया देसाई' }));
    const second = await signUp(ctx.app, newAccount({ name: 'ભાવના પટેલ' }));
    vi.setSystemTime(Date.now() + 6 * minute);
    const usedAt = Date.now();
    for (const member of [first, second]) expect((await me(member.token)).statusCode).toBe(200);
    expect(ctx.app.sessionUse.pendingCount).toBe(2);
    // Not yet written: the request did not wait for it.
    expect((await sessionRow(first.token)).usedMs).toBeLessThan(usedAt);
    await ctx.app.sessionUse.flush();
    for (const member of [first, second])
      expect((await sessionRow(member.token)).usedMs).toBe(usedAt);
  });

  it('ends a session used every few hours for thirty days on time, cached or not', async () => {
    fakeClock();
    const member = await signUp(ctx.app, newAccount({ name: 'Kavya Subramaniam' }));
    const signedInAt = Date.now();
    const endsAt = signedInAt + 30 * day;
    while (Date.now() + 6 * hour < endsAt - 2_000) {
      vi.setSystemTime(Date.now() + 6 * hour);
      expect((await me(member.token)).statusCode).toBe(200);
      await ctx.app.sessionUse.flush();
    }
    vi.setSystemTime(endsAt - 1_000);
    expect((await me(member.token)).statusCode).toBe(200);
    // Two seconds on, within the cache's few seconds: the kept copy must not outlive the session.
    vi.setSystemTime(endsAt + 1_000);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it('ends a session left unused for over a week', async () => {
    fakeClock();
    const member = await signUp(ctx.app, newAccount({ name: 'Oluwaseun Adeyemi' }));
    expect((await me(member.token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 7 * day + minute);
    expect((await me(member.token)).statusCode).toBe(401);
  });

  it('refuses a token at once after sign-out, sign-out everywhere and a password change', async () => {
    const account = newAccount({ name: 'Anjali Iyer-Menon' });
    const member = await signUp(ctx.app, account);
    expect((await me(member.token)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.auth });
    expect((await me(member.token)).statusCode).toBe(401);

    const signIn = async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: account.mobile, password: account.password },
      });
      return response.json<{ token: string }>().token;
    };
    const [phone, laptop] = [await signIn(), await signIn()];
    for (const token of [phone, laptop]) expect((await me(token)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${phone}` },
    });
    for (const token of [phone, laptop]) expect((await me(token)).statusCode).toBe(401);

    const [kept, other] = [await signIn(), await signIn()];
    for (const token of [kept, other]) expect((await me(token)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${kept}` },
      payload: {
        currentPassword: account.password,
        newPassword: 'another horse battery',
        confirmPassword: 'another horse battery',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
  });

  it('shows an admin’s role change on the member’s next request', async () => {
    const admin = await signUp(ctx.app, newAccount({ name: 'Rajesh Kumar' }));
    await makeAdmin(ctx.db, admin.id);
    const member = await signUp(ctx.app, newAccount({ name: 'Mei-Ling Chen' }));
    expect((await me(member.token)).json()).toMatchObject({ isAdmin: false });
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${member.id}`,
      headers: admin.auth,
      payload: { name: 'Mei-Ling Chen', phone: '+65 8123 4567', role: 'admin' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(member.token)).json()).toMatchObject({ isAdmin: true });
  });

  /** Resolves with the next notification the app hears on the "sessions" channel. */
  function nextNotification() {
    const cache = ctx.app.sessionCache;
    const evict = cache.evict.bind(cache);
    return new Promise<string>((resolve) => {
      const spy = vi.spyOn(cache, 'evict').mockImplementation((payload) => {
        evict(payload);
        spy.mockRestore();
        resolve(payload);
      });
    });
  }

  it('hears a change to a member’s account or channel roles, made anywhere', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Zanele Mokoena' }));
    const heard = nextNotification();
    await makeAdmin(ctx.db, member.id);
    expect(await heard).toBe(`user:${member.id}`);
    const joined = nextNotification();
    await channelWith(ctx.db, member.id, 'admin');
    expect(await joined).toBe(`user:${member.id}`);
  });

  it('drops kept sessions when the database announces a change, however it was made', async () => {
    const member = await signUp(ctx.app, newAccount({ name: 'Tomás García' }));
    await ctx.app.liveHub.ensureListening();
    expect((await me(member.token)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.size).toBeGreaterThan(0);
    const heard = nextNotification();
    // A change straight in the database (a tool, another process): only the NOTIFY can tell us.
    await ctx.db.execute(sql`update sessions set revoked_at = now()
      where token_hash = sha256(convert_to(${member.token}, 'utf8'))`);
    expect(await heard).toMatch(/^session:/);
    expect((await me(member.token)).statusCode).toBe(401);
  });
});
