import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { useTestApp } from '../test/test-app';
import { englishOf } from '../i18n/server-text';
import { nulMessages } from './nul-guard';

const nulMessage = englishOf(nulMessages.refused);

describe('NUL characters in requests', () => {
  const ctx = useTestApp();

  it('are refused with 400 naming the field, in a query, a path or a JSON body, and store nothing', async () => {
    const member = await signUp(ctx.app);
    const count = await ctx.app.inject({
      url: '/api/members/count?q=a%00b',
      headers: member.auth,
    });
    expect(count.statusCode).toBe(400);
    expect(count.json()).toEqual({
      error: 'validation',
      message: nulMessage,
      fields: { q: nulMessage },
    });

    const event = await ctx.app.inject({ url: '/api/events/a%00b' });
    expect(event.statusCode).toBe(400);
    expect(event.json().fields).toEqual({ id: nulMessage });

    const before = await ctx.db.execute(sql`select count(*)::int as n from channels`);
    const channel = await ctx.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: member.auth,
      payload: { name: 'Night\u0000owls', description: 'ok' },
    });
    expect(channel.statusCode).toBe(400);
    expect(channel.json().fields).toEqual({ name: nulMessage });
    expect(await ctx.db.execute(sql`select count(*)::int as n from channels`)).toMatchObject({
      rows: before.rows,
    });
  });

  it('leave the web app’s pages alone', async () => {
    const page = await ctx.app.inject({ url: '/events?q=%00' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
