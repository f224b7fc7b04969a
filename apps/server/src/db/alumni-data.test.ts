import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { moveAlumniData } from './alumni-data';
import { runMigrations } from './migrate';

// Rows as they were before issue 35: countries typed as words, names without a search key.
describe('the alumni data step', () => {
  const ctx = useTestApp();

  it('reads countries as codes, keeps what it cannot read in the address, fills name keys', async () => {
    await ctx.db.execute(sql`
      insert into users (name, email, mobile, country, address, name_search) values
        ('राहुल शर्मा', 'c1@example.org', '+919825000001', 'India', null, ''),
        ('જયેશ પટેલ', 'c2@example.org', '+919825000002', 'भारत', null, ''),
        ('Zoë Ó Briain', 'c3@example.org', '+447400000003', 'U.K.', null, ''),
        ('Anne Smith', 'c4@example.org', '+14155550004', ' United States of America ', null, ''),
        ('Lee', 'c5@example.org', '+6581230005', 'sg', null, ''),
        ('Atlantean', 'c6@example.org', '+919825000006', 'Atlantis', '12 Sea Road', ''),
        ('Gujarati', 'c7@example.org', '+919825000007', 'Gujarat', null, ''),
        ('Blank', 'c8@example.org', '+919825000008', '  ', null, ''),
        ('Kept', 'c9@example.org', '+919825000009', 'GB', null, 'kept as it was')`);
    await runMigrations(ctx.pool);
    const rows = await ctx.db.execute<{
      email: string;
      country: string | null;
      address: string | null;
      name_search: string;
    }>(sql`select email, country, address, name_search from users
           where email like 'c_@example.org' order by email`);
    expect(rows.rows).toEqual([
      {
        email: 'c1@example.org',
        country: 'IN',
        address: null,
        name_search: 'राहुल शर्मा | rahul sharma',
      },
      {
        email: 'c2@example.org',
        country: 'IN',
        address: null,
        name_search: 'જયેશ પટેલ | jayesh patel',
      },
      { email: 'c3@example.org', country: 'GB', address: null, name_search: 'zoe o briain' },
      { email: 'c4@example.org', country: 'US', address: null, name_search: 'anne smith' },
      { email: 'c5@example.org', country: 'SG', address: null, name_search: 'lee' },
      // Not a country we know: never lost, it ends the member's own address.
      {
        email: 'c6@example.org',
        country: null,
        address: '12 Sea Road\nAtlantis',
        name_search: 'atlantean',
      },
      { email: 'c7@example.org', country: null, address: 'Gujarat', name_search: 'gujarati' },
      { email: 'c8@example.org', country: null, address: null, name_search: 'blank' },
      { email: 'c9@example.org', country: 'GB', address: null, name_search: 'kept as it was' },
    ]);
    // Nothing is left to do: a second run changes nothing.
    const client = await ctx.pool.connect();
    try {
      expect(await moveAlumniData(client)).toEqual({ names: 0, countries: 0, movedToAddress: 0 });
    } finally {
      client.release();
    }
  });
});
