import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { purgeExpired } from './housekeeping';

describe('purgeExpired', () => {
  const ctx = useTestApp();

  it('removes dead sessions, spent reset tokens and old throttle windows, and keeps live ones', async () => {
    const live = await signUp(ctx.app);
    const stale = await signUp(ctx.app);
    await ctx.db.execute(sql`update sessions set revoked_at = now() - interval '2 days'
      where user_id = ${stale.id}`);
    await ctx.db.execute(sql`insert into auth_throttle (key, window_start, count) values
      ('login:ip:old', now() - interval '2 days', 5), ('login:ip:new', now(), 1)`);

    const purged = await purgeExpired(ctx.db);
    expect(purged.sessions).toBe(1);
    expect(purged.throttleWindows).toBe(1);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: live.auth });
    expect(me.statusCode).toBe(200);
    const keys = await ctx.db.execute<{ key: string }>(sql`select key from auth_throttle`);
    expect(keys.rows.map((row) => row.key)).toContain('login:ip:new');
  });
});
