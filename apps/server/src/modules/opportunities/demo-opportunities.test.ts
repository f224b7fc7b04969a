import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSeeders } from '../../db/seed/run-seeders';
import { useTestApp } from '../../test/test-app';
import { demoAccountsSeeder } from '../auth/demo-accounts';
import { demoAlumniSeeder } from '../joining/demo-alumni';
import { demoOpportunitiesSeeder } from './demo-opportunities';

describe('demo content: opportunities', () => {
  const ctx = useTestApp({ PASSWORD_HASH_COST: '10' });

  it('has ten posts by demo alumni: seven listed, one pending, two expired, no real firms', async () => {
    await runSeeders(ctx.db, [demoAccountsSeeder, demoAlumniSeeder, demoOpportunitiesSeeder], {
      hashCost: 10,
      profile: 'alumni',
    });
    const { rows } = await ctx.db.execute<Record<string, number>>(sql`
      select count(*)::int as total,
        count(*) filter (where status = 'published' and expires_at > now())::int as listed,
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'expired' and expires_at < now())::int as expired,
        count(distinct kind)::int as kinds,
        count(*) filter (where coalesce(apply_url, '') !~ '^(https://[a-z-]+\.[a-z-]+\.example/|$)'
          or coalesce(apply_email, '') !~ '(@[a-z-]+\.example$|^$)')::int as real_addresses
      from opportunities o join users u on u.id = o.posted_by
      where u.email like 'alumni.%@example.org' and u.membership_status = 'verified'`);
    expect(rows[0]).toEqual({
      total: 10,
      listed: 7,
      pending: 1,
      expired: 2,
      kinds: 3,
      real_addresses: 0,
    });
  });
});
