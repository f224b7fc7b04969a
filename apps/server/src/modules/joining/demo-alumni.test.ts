import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSeeders } from '../../db/seed/run-seeders';
import { demoAccountsSeeder, demoLogins } from '../auth/demo-accounts';
import { useTestApp } from '../../test/test-app';
import { demoAlumniSeeder } from './demo-alumni';

describe('demo content: the alumni network', () => {
  const ctx = useTestApp({ PASSWORD_HASH_COST: '10' });
  const seeders = [demoAccountsSeeder, demoAlumniSeeder];

  it('is left out of a community site, and comes in once the site is an alumni site', async () => {
    expect(await runSeeders(ctx.db, seeders, { hashCost: 10, profile: 'community' })).toEqual([
      'demo-accounts',
    ]);
    expect(await runSeeders(ctx.db, seeders, { hashCost: 10, profile: 'alumni' })).toEqual([
      'demo-alumni',
    ]);
    expect(await runSeeders(ctx.db, seeders, { hashCost: 10, profile: 'alumni' })).toEqual([]);
  });

  it('has 300 alumni of 30 batches in a dozen countries, in four scripts', async () => {
    const { rows } = await ctx.db.execute<Record<string, number>>(sql`
      select count(*)::int as alumni, count(distinct batch)::int as batches,
        count(distinct country)::int as countries,
        count(*) filter (where name ~ '[\u0900-\u097F]')::int as devanagari,
        count(*) filter (where name ~ '[\u0A80-\u0AFF]')::int as gujarati,
        count(*) filter (where name ~ '[\u0B80-\u0BFF]')::int as tamil,
        count(*) filter (where name ~ '^[A-Za-zÀ-ž'' -]+$')::int as latin,
        count(*) filter (where membership_status = 'pending')::int as pending,
        count(distinct visibility)::int as privacy_choices,
        count(*) filter (where cardinality(open_to) > 0)::int as open_to_something
      from users where email like 'alumni.%'`);
    const counts = rows[0]!;
    expect(counts).toMatchObject({ alumni: 300, batches: 30, countries: 12 });
    for (const script of ['devanagari', 'gujarati', 'tamil', 'latin'])
      expect(counts[script], script).toBeGreaterThanOrEqual(70);
    expect(counts.pending).toBeGreaterThanOrEqual(4);
    expect(counts.privacy_choices).toBeGreaterThan(5);
    expect(counts.open_to_something).toBeGreaterThan(200);
  });

  it('has batch reps, requests waiting for the demo member, and a roster beyond the accounts', async () => {
    const member = demoLogins.find((login) => !login.isAdmin)!;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: member.password },
    });
    expect(login.statusCode).toBe(200);
    const requests = await ctx.app.inject({
      url: '/api/admin/join-requests',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(requests.statusCode).toBe(200);
    expect(requests.json().length).toBeGreaterThanOrEqual(2);
    const { rows } = await ctx.db.execute<Record<string, number>>(sql`
      select (select count(*)::int from batch_reps) as reps,
        (select count(*)::int from roster_entries) as roster,
        (select count(*)::int from roster_entries r where not exists
          (select 1 from users u where u.email = r.email or u.mobile = r.mobile)) as without_account,
        (select count(*)::int from roster_entries where email is null) as mobile_only,
        (select count(*)::int from users where email like 'alumni.%@example.org'
           and created_at >= now() - interval '30 days') as new_this_month`);
    expect(rows[0]!.reps).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.without_account).toBe(40);
    // Some reachable by mobile only (the roster screen's WhatsApp list), and joining spread out.
    expect(rows[0]!.mobile_only).toBe(8);
    expect(rows[0]!.new_this_month).toBeGreaterThan(0);
    expect(rows[0]!.new_this_month).toBeLessThan(40);
    expect(rows[0]!.roster).toBeGreaterThan(300);
  });
});
