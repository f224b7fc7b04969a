import { mentoringStatuses } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSeeders } from '../../db/seed/run-seeders';
import { demoAccountsSeeder, demoLogins } from '../auth/demo-accounts';
import { demoAlumniSeeder } from '../joining/demo-alumni';
import { useTestApp } from '../../test/test-app';
import { demoMentoringSeeder } from './demo-mentoring';

describe('demo content: mentoring', () => {
  const ctx = useTestApp({ PASSWORD_HASH_COST: '10' });

  it('has a dozen mentors across industries and requests in every state', async () => {
    const seeders = [demoAccountsSeeder, demoAlumniSeeder, demoMentoringSeeder];
    expect(await runSeeders(ctx.db, seeders, { hashCost: 10, profile: 'alumni' })).toEqual([
      'demo-accounts',
      'demo-alumni',
      'demo-mentoring',
    ]);
    const { rows } = await ctx.db.execute<{ mentors: number; industries: number }>(sql`
      select count(*)::int as mentors, count(distinct u.industry)::int as industries
      from mentor_profiles p join users u on u.id = p.user_id where p.offering`);
    expect(rows[0]!.mentors).toBeGreaterThanOrEqual(12);
    expect(rows[0]!.industries).toBeGreaterThanOrEqual(10);
    const statuses = await ctx.db.execute<{ status: string }>(
      sql`select distinct status from mentoring_requests`,
    );
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([...mentoringStatuses].sort());

    // The demo member signs in and finds mentors, and a request waiting in their inbox.
    const member = demoLogins.find((login) => !login.isAdmin)!;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: member.mobile, password: member.password },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const mentors = await ctx.app.inject({ url: '/api/mentors?topic=data', headers: auth });
    expect(mentors.json().items.length).toBeGreaterThan(0);
    const inbox = await ctx.app.inject({
      url: '/api/mentoring/requests?role=mentor&status=requested',
      headers: auth,
    });
    expect(inbox.json().items).toHaveLength(1);
  });
});
