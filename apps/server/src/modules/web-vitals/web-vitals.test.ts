import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { useTestApp } from '../../test/test-app';
import { purgeOldWebVitals } from './repository';

const newView = () => randomBytes(16).toString('hex');

type Metric = { name: string; value: number };
const report = (page: string, metrics: Metric[], view = newView()) => ({ page, view, metrics });

describe('web vitals', () => {
  const ctx = useTestApp({ WEB_VITALS_SAMPLE_RATE: '0.25' });
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;

  const beacon = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/vitals',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const summary = (days: string, headers: Record<string, string> = admin.auth) =>
    ctx.app.inject({ url: `/api/admin/web-vitals?days=${days}`, headers });
  const rowCount = async () =>
    (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from web_vitals`)).rows[0]
      ?.n;

  beforeAll(async () => {
    admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    member = await signUp(ctx.app);
  });

  it('tells the browser its sample rate in the public site settings', async () => {
    const site = await ctx.app.inject({ url: '/api/site' });
    expect(site.json()).toMatchObject({ webVitalsSampleRate: 0.25 });
  });

  it('takes a beacon as text/plain or application/json and answers 204', async () => {
    const plain = await beacon(report('/events', [{ name: 'LCP', value: 1200 }]));
    expect(plain.statusCode).toBe(204);
    expect(plain.body).toBe('');
    const json = await beacon(
      report('/event-details/:id', [
        { name: 'LCP', value: 3000 },
        { name: 'CLS', value: 0.3 },
      ]),
      'application/json',
    );
    expect(json.statusCode).toBe(204);
    const rows = await ctx.db.execute<{ page: string; metric: string; rating: string }>(
      sql`select page, metric, rating from web_vitals order by page, metric`,
    );
    expect(rows.rows).toEqual([
      { page: '/event-details/:id', metric: 'CLS', rating: 'poor' },
      { page: '/event-details/:id', metric: 'LCP', rating: 'needs-improvement' },
      { page: '/events', metric: 'LCP', rating: 'good' },
    ]);
  });

  it('replaces the values when the same page view reports again', async () => {
    const view = newView();
    await beacon(report('/about', [{ name: 'CLS', value: 0.01 }], view));
    const again = await beacon(
      report(
        '/about',
        [
          { name: 'CLS', value: 0.2 },
          { name: 'INP', value: 80 },
        ],
        view,
      ),
    );
    expect(again.statusCode).toBe(204);
    const rows = await ctx.db.execute<{ metric: string; value: number }>(
      sql`select metric, value from web_vitals where view_id = ${view} order by metric`,
    );
    expect(rows.rows).toEqual([
      { metric: 'CLS', value: 0.2 },
      { metric: 'INP', value: 80 },
    ]);
  });

  it('refuses concrete addresses, unknown metrics, odd values and big bodies, storing nothing', async () => {
    const before = await rowCount();
    const refused: [unknown, string][] = [
      [
        report('/event-details/6f1c2b1e-8a44-4c55-9d2e-0a6b7c1d2e3f', [{ name: 'LCP', value: 1 }]),
        'page',
      ],
      [report('/events?search=asha', [{ name: 'LCP', value: 1 }]), 'page'],
      [report('/members/9000000001', [{ name: 'LCP', value: 1 }]), 'page'],
      [report('https://evil.example/x', [{ name: 'LCP', value: 1 }]), 'page'],
      [report('/events', [{ name: 'FID', value: 1 }]), 'metrics.0.name'],
      [report('/events', [{ name: 'LCP', value: -1 }]), 'metrics.0.value'],
      [report('/events', [{ name: 'CLS', value: 50 }]), 'metrics.0.value'],
      [report('/events', []), 'metrics'],
      [
        report('/events', [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ]),
        'metrics',
      ],
      [{ page: '/events', view: 'user-42', metrics: [{ name: 'LCP', value: 1 }] }, 'view'],
    ];
    for (const [body, field] of refused) {
      const response = await beacon(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', message: expect.any(String) });
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toContain(field);
    }
    const unreadable = await beacon('{"page": "/events",');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toMatch(/must be a JSON object/);

    const huge = await beacon(report(`/${'a'.repeat(3000)}`, [{ name: 'LCP', value: 1 }]));
    expect(huge.statusCode).toBe(413);
    const form = await beacon('page=/events', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(await rowCount()).toBe(before);
  });

  it('gives site admins p75 per page with counts and ratings; others are refused', async () => {
    await ctx.db.execute(sql`delete from web_vitals`);
    // Four views of /team: LCP 1000, 2000, 3000, 4000 ms → p75 (continuous) is 3250 ms.
    for (const lcp of [1000, 2000, 3000, 4000]) {
      await beacon(
        report('/team', [
          { name: 'LCP', value: lcp },
          { name: 'INP', value: lcp / 10 },
          { name: 'CLS', value: 0.05 },
        ]),
      );
    }
    await beacon(report('/', [{ name: 'TTFB', value: 100 }]));
    // A sample from 20 days ago counts in the 30-day window only.
    await beacon(report('/team', [{ name: 'LCP', value: 9000 }]));
    await ctx.db.execute(
      sql`update web_vitals set created_at = now() - interval '20 days' where value = 9000`,
    );

    const week = await summary('7');
    expect(week.statusCode).toBe(200);
    expect(week.json().days).toBe(7);
    const [team, home] = week.json().pages;
    expect(team).toEqual({
      page: '/team',
      views: 4,
      metrics: {
        LCP: { p75: 3250, count: 4, rating: 'needs-improvement' },
        INP: { p75: 325, count: 4, rating: 'needs-improvement' },
        CLS: { p75: 0.05, count: 4, rating: 'good' },
        FCP: null,
        TTFB: null,
      },
    });
    expect(home).toMatchObject({ page: '/', views: 1, metrics: { LCP: null, TTFB: { p75: 100 } } });

    const month = (await summary('30')).json();
    expect(month.pages[0]).toMatchObject({
      page: '/team',
      views: 5,
      metrics: { LCP: { count: 5, p75: 4000, rating: 'needs-improvement' } },
    });

    expect((await summary('14')).statusCode).toBe(400);
    expect((await summary('7', {})).statusCode).toBe(401);
    expect((await summary('7', member.auth)).statusCode).toBe(403);
  });

  it('purges samples older than 35 days and keeps the rest', async () => {
    await ctx.db.execute(sql`delete from web_vitals`);
    await beacon(report('/events', [{ name: 'LCP', value: 1 }]));
    await beacon(report('/events', [{ name: 'LCP', value: 2 }]));
    await ctx.db.execute(
      sql`update web_vitals set created_at = now() - interval '36 days' where value = 1`,
    );
    expect(await purgeOldWebVitals(ctx.db)).toBe(1);
    const left = await ctx.db.execute<{ value: number }>(sql`select value from web_vitals`);
    expect(left.rows).toEqual([{ value: 2 }]);
  });
});
