import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../test/accounts';
import { createEvent } from '../test/events';
import { useTestApp } from '../test/test-app';
import { runMigrations } from './migrate';

// Rows as the portal stored them before issue 16: exactly ten digits, whatever they meant.
describe('moving stored phone numbers to E.164', () => {
  const ctx = useTestApp();

  async function oldRows() {
    const admin = await signUp(ctx.app);
    await makeAdmin(ctx.db, admin.id);
    const event = await createEvent(ctx.app, admin.auth);
    const people = await ctx.db.execute<{ id: string; mobile: string }>(sql`
      insert into users (name, email, mobile) values
        ('Old Indian', 'old.indian@example.org', '9825012345'),
        ('Old Typo', 'old.typo@example.org', '1234567890'),
        ('Old Copy', 'old.copy@example.org', '+919825012345x')
      returning id, mobile`);
    const registrations = await ctx.db.execute<{ id: string }>(sql`
      insert into registrations (event_id, title, first_name, last_name, email, phone, guest,
                                 wants_updates, status, seats, ticket)
      values (${event._id}, 'Ms.', 'जयेश', 'पटेल', 'jayesh.old@example.org', '9426011223',
              ${JSON.stringify({ title: 'Mr.', firstName: 'Old', lastName: 'Guest', email: 'g@example.org', phone: '0000000000' })}::jsonb,
              true, 'confirmed', 2, 'old-ticket-one-0123456789'),
             (${event._id}, 'Mr.', 'Bad', 'Number', 'bad.old@example.org', 'call the office',
              ${JSON.stringify({ title: 'Ms.', firstName: 'Good', lastName: 'Guest', email: 'h@example.org', phone: '9811111111' })}::jsonb,
              true, 'confirmed', 2, 'old-ticket-two-0123456789')
      returning id`);
    return { admin, people: people.rows, registrations: registrations.rows };
  }

  it('rewrites what it can read, keeps and lists what it cannot, and runs again harmlessly', async () => {
    const { admin, people, registrations } = await oldRows();
    const result = await runMigrations(ctx.pool);
    expect(result).toEqual({ converted: 3, flagged: 4 });

    const stored = await ctx.db.execute<{ email: string; mobile: string }>(
      sql`select email, mobile from users where email like 'old.%' order by email`,
    );
    expect(stored.rows).toEqual([
      { email: 'old.copy@example.org', mobile: '+919825012345x' },
      { email: 'old.indian@example.org', mobile: '+919825012345' },
      { email: 'old.typo@example.org', mobile: '1234567890' },
    ]);
    const attendees = await ctx.db.execute<{ phone: string; guest_phone: string }>(
      sql`select phone, guest->>'phone' as guest_phone from registrations order by first_name`,
    );
    expect(attendees.rows).toEqual([
      { phone: 'call the office', guest_phone: '+919811111111' },
      { phone: '+919426011223', guest_phone: '0000000000' },
    ]);

    const listed = await ctx.app.inject({
      url: '/api/admin/unreadable-phones',
      headers: admin.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .map((row: { kind: string; value: string; name: string }) => [
          row.kind,
          row.name,
          row.value,
        ]),
    ).toEqual(
      expect.arrayContaining([
        ['member', 'Old Typo', '1234567890'],
        ['member', 'Old Copy', '+919825012345x'],
        ['registration', 'Bad Number', 'call the office'],
        ['guest', 'Old Guest', '0000000000'],
      ]),
    );
    expect(listed.json()).toHaveLength(4);
    expect(listed.json().find((row: { kind: string }) => row.kind === 'guest')).toMatchObject({
      recordId: registrations[0]?.id,
      eventTitle: expect.stringContaining('Community Meetup'),
    });

    // Nothing changes on the next start; a corrected number leaves the list by itself.
    expect(await runMigrations(ctx.pool)).toEqual({ converted: 0, flagged: 0 });
    const typo = people.find((row) => row.mobile === '1234567890');
    const fixed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/members/${typo?.id}`,
      headers: admin.auth,
      payload: { name: 'Old Typo', phone: '+44 7400 222333', role: 'member' },
    });
    expect(fixed.statusCode).toBe(200);
    const after = await ctx.app.inject({
      url: '/api/admin/unreadable-phones',
      headers: admin.auth,
    });
    expect(after.json()).toHaveLength(3);
  });

  it('shows the list to site admins only', async () => {
    const member = await signUp(ctx.app);
    const asVisitor = await ctx.app.inject({ url: '/api/admin/unreadable-phones' });
    const asMember = await ctx.app.inject({
      url: '/api/admin/unreadable-phones',
      headers: member.auth,
    });
    expect([asVisitor.statusCode, asMember.statusCode]).toEqual([401, 403]);
  });
});
