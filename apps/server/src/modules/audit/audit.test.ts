import type { AuditEntry, AuditPage } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount, signUp } from '../../test/accounts';
import { channelWith } from '../../test/events';
import { useTestApp } from '../../test/test-app';

// The audit trail's own API (issue 38, ADR 56): who may read it, its filters and pages, the CSV,
// and a table that refuses to change or lose a row, even to the portal's own connection.

type Account = Awaited<ReturnType<typeof signUp>>;

describe('audit trail: reading it, and a table that cannot be rewritten', () => {
  const ctx = useTestApp();
  let admin: Account;
  let other: Account;
  let member: Account;
  let manager: Account;
  let rahul: Account;

  const get = (url: string, account?: Account) =>
    ctx.app.inject({ method: 'GET', url, headers: account?.auth ?? {} });
  async function page(query: string, account = admin) {
    const response = await get(`/api/admin/audit?${query}`, account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  }
  const setRole = (by: Account, person: Account, role: 'admin' | 'member') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${person.id}`,
      headers: by.auth,
      payload: { name: person.name, phone: person.e164, role },
    });
  const count = async () =>
    Number((await ctx.pool.query('select count(*) from audit_log')).rows[0].count);

  beforeAll(async () => {
    admin = await signUp(ctx.app, newAccount({ name: 'राहुल शर्मा' }));
    await makeAdmin(ctx.db, admin.id);
    other = await signUp(ctx.app, newAccount({ name: 'Zoë Ó Briain' }));
    await makeAdmin(ctx.db, other.id);
    member = await signUp(ctx.app, newAccount({ name: 'محمد' }));
    manager = await signUp(ctx.app, newAccount({ name: 'જયેશ પટેલ' }));
    await channelWith(ctx.db, manager.id, 'admin');
    rahul = await signUp(ctx.app, newAccount({ name: 'Rahul Mehta', mobile: '+447911123456' }));
    // Five rows: three by the first admin, two by the other, in this order.
    for (const [by, role] of [
      [admin, 'admin'],
      [admin, 'member'],
      [other, 'admin'],
      [other, 'member'],
    ] as const)
      expect((await setRole(by, rahul, role)).statusCode).toBe(200);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${member.id}`,
      headers: admin.auth,
      payload: { name: 'محمد علي', phone: member.e164, role: 'member' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses visitors (401), members and channel managers (403), on the list and the CSV', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit.csv']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, manager)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(200);
    }
  });

  it('lists rows newest first, with the actor as named then and what changed', async () => {
    const { items } = await page('');
    expect(items.map((item) => item.action)).toEqual([
      'member.updated',
      'member.role_changed',
      'member.role_changed',
      'member.role_changed',
      'member.role_changed',
    ]);
    expect(items[0]).toMatchObject({
      actor: { _id: admin.id, name: 'राहुल शर्मा' },
      target: { kind: 'member', _id: member.id, label: 'محمد علي' },
      detail: { name: { from: 'محمد', to: 'محمد علي' } },
    });
    expect(items[1]).toMatchObject({
      actor: { _id: other.id, name: 'Zoë Ó Briain' },
      target: { kind: 'member', _id: rahul.id, label: 'Rahul Mehta' },
      detail: { role: { from: 'admin', to: 'member' } },
    });
    const times = items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by actor id or name, action and time, and pages with a cursor', async () => {
    const byId = await page(`actor=${other.id}`);
    expect(byId.items).toHaveLength(2);
    expect(byId.items.every((item) => item.actor._id === other.id)).toBe(true);
    const byName = await page(`actor=${encodeURIComponent('शर्मा')}`);
    expect(byName.items).toHaveLength(3);
    expect((await page('action=member.updated')).items).toHaveLength(1);
    expect((await page('action=ticket.refunded')).items).toHaveLength(0);

    const all = (await page('')).items;
    const middle = all[2]!;
    const from = (await page(`from=${encodeURIComponent(middle.at)}`)).items;
    expect(from.map((item) => item._id)).toEqual(
      all.filter((item) => item.at >= middle.at).map((item) => item._id),
    );
    const to = (await page(`to=${encodeURIComponent(middle.at)}`)).items;
    expect(to.map((item) => item._id)).toEqual(
      all.filter((item) => item.at < middle.at).map((item) => item._id),
    );
    expect((await page('from=2000-01-01&to=2000-01-02')).items).toHaveLength(0);

    // One row a page, all the way down: every row once, in the same order, then no cursor.
    const seen: AuditEntry[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const next: AuditPage = await page(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(seen.map((item) => item._id)).toEqual(all.map((item) => item._id));
    const filtered = await page(`limit=1&action=member.role_changed&actor=${admin.id}`);
    const second = await page(
      `limit=1&action=member.role_changed&actor=${admin.id}&cursor=${filtered.nextCursor}`,
    );
    expect(second.items[0]?.actor._id).toBe(admin.id);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a forged cursor, a date that is none, an end before the start, an unknown action', async () => {
    for (const query of [
      'cursor=bm90IGEgY3Vyc29y',
      'from=yesterday',
      'to=2026-02-30T25:00Z',
      'from=2026-11-02&to=2026-11-01',
      'action=member.hacked',
      'limit=1000',
    ]) {
      const response = await get(`/api/admin/audit?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation' });
    }
  });

  it('exports the same filters as CSV with translated headers and formula-like cells made text', async () => {
    // A member named as a spreadsheet formula would run cannot exist (names are letters), but
    // a channel can: inviting by email into it names it in the row.
    const channelId = await channelWith(ctx.db, admin.id, 'owner');
    await ctx.pool.query('update channels set name = $1 where id = $2', [
      '=HYPERLINK("x")',
      channelId,
    ]);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `/api/channels/${channelId}/invites`,
      headers: admin.auth,
      payload: { identifier: 'zoe@example.org' },
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const csv = await get('/api/admin/audit.csv', admin);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('audit.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Who,Account ID,Action,Kind,Target ID,Target,Details');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(`channel.member_invited,channel,${channelId},"'=HYPERLINK(""x"")"`);
    expect(lines.slice(1).every((line) => !/,=|^=/.test(line))).toBe(true);

    const filtered = await get(`/api/admin/audit.csv?actor=${other.id}`, admin);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(3);
    const hindi = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?action=member.updated',
      headers: { ...admin.auth, 'accept-language': 'hi' },
    });
    const [header, row] = hindi.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).not.toContain('Who');
    expect(row).toContain('محمد علي');
  });

  it('refuses UPDATE, DELETE and TRUNCATE from the portal’s own connection, and keeps the rows', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const statement of [
      `update audit_log set actor_name = 'someone else'`,
      `update audit_log set detail = '{}' where action = 'member.role_changed'`,
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(ctx.pool.query(statement), statement).rejects.toMatchObject({
        code: '42501',
        message: expect.stringContaining('append-only'),
      });
    }
    expect(await count()).toBe(before);
    const names = await ctx.pool.query('select distinct actor_name from audit_log');
    expect(names.rows.map((row) => row.actor_name)).not.toContain('someone else');
  });

  it('has no route that changes or removes a row', async () => {
    const [first] = (await page('limit=1')).items;
    const before = await count();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${first!._id}`]) {
        const response = await ctx.app.inject({ method, url, headers: admin.auth, payload: {} });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    expect(await count()).toBe(before);
  });

  it('keeps the rows, names and all, when the actor’s account is deleted', async () => {
    const gone = await signUp(ctx.app, newAccount({ name: 'Zoë Lindqvist' }));
    await makeAdmin(ctx.db, gone.id);
    expect((await setRole(gone, rahul, 'admin')).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/members/${gone.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { items } = await page(`actor=${gone.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actor: { _id: gone.id, name: 'Zoë Lindqvist' } });
    const [removal] = (await page('action=member.deleted')).items;
    expect(removal).toMatchObject({ target: { _id: gone.id, label: 'Zoë Lindqvist' } });
  });
});
