import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, outbox, registrations } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { channelWith, createEvent, register, registrationBody, withGuest } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { sendDueReminders } from './reminders';

type Auth = Record<string, string>;

describe('event dashboard, check-in and reminders', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
  });

  it('lists registrations and exports the same as CSV, safe for spreadsheets', async () => {
    const event = await createEvent(ctx.app, admin);
    await register(
      ctx.app,
      event._id,
      withGuest({ firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.org' }),
    );
    await register(ctx.app, event._id, registrationBody({ eventUpdates: 'no' }));
    const list = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations`,
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const { registrations: rows } = list.json<{ registrations: Record<string, unknown>[] }>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'Meera Iyer',
      title: 'Ms.',
      hasGuest: true,
      guestName: 'Mr. Vikram Rao',
      wantsUpdates: true,
      status: 'confirmed',
      seats: 2,
    });
    expect(rows[1]).toMatchObject({ hasGuest: false, wantsUpdates: false });

    const csv = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations.csv`,
      headers: admin,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Registered at,Status,Title,Name,Email/);
    expect(lines[1]).toContain('Meera Iyer,meera@example.org');
  });

  it('checks attendees in from the table or by their QR ticket, for organisers only', async () => {
    const event = await createEvent(ctx.app, admin, { capacity: 1 });
    const confirmed = (await register(ctx.app, event._id, registrationBody())).json();
    const waiting = (await register(ctx.app, event._id, registrationBody())).json();
    const url = (id: string) => `/api/events/${event._id}/registrations/${id}/check-in`;

    const byMember = await ctx.app.inject({
      method: 'POST',
      url: url(confirmed.registrationId),
      headers: member,
      payload: { checkedIn: true },
    });
    expect(byMember.statusCode).toBe(403);
    const ticked = await ctx.app.inject({
      method: 'POST',
      url: url(confirmed.registrationId),
      headers: admin,
      payload: { checkedIn: true },
    });
    expect(ticked.json()).toMatchObject({ status: 'checked_in', checkedInAt: expect.any(String) });
    const unticked = await ctx.app.inject({
      method: 'POST',
      url: url(confirmed.registrationId),
      headers: admin,
      payload: { checkedIn: false },
    });
    expect(unticked.json()).toMatchObject({ status: 'confirmed', checkedInAt: null });
    const notYet = await ctx.app.inject({
      method: 'POST',
      url: url(waiting.registrationId),
      headers: admin,
      payload: { checkedIn: true },
    });
    expect(notYet.statusCode).toBe(422);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: url('00000000-0000-4000-8000-000000000000'),
      headers: admin,
      payload: { checkedIn: true },
    });
    expect(unknown.statusCode).toBe(404);

    const [row] = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, confirmed.registrationId));
    const ticket = row!.ticket;
    const asOrganiser = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/lookup',
      headers: admin,
      payload: { ticket },
    });
    expect(asOrganiser.json()).toMatchObject({ canCheckIn: true, status: 'confirmed' });
    const visitorCheckIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/check-in',
      payload: { ticket },
    });
    expect(visitorCheckIn.statusCode).toBe(401);
    const memberCheckIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/check-in',
      headers: member,
      payload: { ticket },
    });
    expect(memberCheckIn.statusCode).toBe(403);
    const scan = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/check-in',
      headers: admin,
      payload: { ticket },
    });
    expect(scan.json()).toMatchObject({ message: 'Checked in.', ticket: { status: 'checked_in' } });
    const bogus = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/lookup',
      payload: { ticket: 'x'.repeat(43) },
    });
    expect(bogus.statusCode).toBe(404);
    expect(bogus.json().message).toBe('This ticket link is not valid.');
  });

  it('answers the spec’s dashboard call for a channel’s managers only', async () => {
    const owner = await signUp(ctx.app);
    const channelId = await channelWith(ctx.db, owner.id, 'owner');
    const empty = await ctx.app.inject({
      url: `/api/events/channel/${channelId}`,
      headers: owner.auth,
    });
    expect(empty.json()).toEqual({ event: null, registrations: [] });
    await createEvent(ctx.app, owner.auth, { channelId, title: 'Past one' }, -200);
    const next = await createEvent(ctx.app, owner.auth, { channelId, title: 'Next one' }, 24);
    await createEvent(ctx.app, owner.auth, { channelId, title: 'Later one' }, 500);
    await register(ctx.app, next._id, registrationBody());
    const response = await ctx.app.inject({
      url: `/api/events/channel/${channelId}`,
      headers: owner.auth,
    });
    expect(response.json().event.title).toBe('Next one');
    expect(response.json().registrations).toHaveLength(1);
    expect(
      (await ctx.app.inject({ url: `/api/events/channel/${channelId}`, headers: member }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: `/api/events/channel/${channelId}` })).statusCode).toBe(
      401,
    );
  });

  it('reminds those who want updates about a day ahead, once, however many sweeps run', async () => {
    const soon = await createEvent(ctx.app, admin, { title: 'Tomorrow’s walk' }, 20);
    const later = await createEvent(ctx.app, admin, {}, 100);
    await register(ctx.app, soon._id, registrationBody({ email: 'wants@example.org' }));
    await register(
      ctx.app,
      soon._id,
      registrationBody({ email: 'quiet@example.org', eventUpdates: 'no' }),
    );
    await register(ctx.app, later._id, registrationBody({ email: 'later@example.org' }));
    const notifier = { mailer: ctx.app.mailer, publicUrl: 'http://portal.test' };
    await Promise.all([1, 2, 3].map(() => sendDueReminders(ctx.db, notifier)));
    await sendDueReminders(ctx.db, notifier);
    const remindedOf = async () =>
      (
        await ctx.db.select({ to: outbox.toAddress }).from(outbox)
          .where(sql`${outbox.subject} like 'Tomorrow:%'
            and ${outbox.toAddress} in ('wants@example.org', 'quiet@example.org', 'later@example.org')`)
      )
        .map((mail) => mail.to)
        .sort();
    expect(await remindedOf()).toEqual(['wants@example.org']);
    await ctx.db
      .update(events)
      .set({ startsAt: sql`now() + interval '2 hours'` })
      .where(eq(events.id, later._id));
    await sendDueReminders(ctx.db, notifier);
    expect(await remindedOf()).toEqual(['later@example.org', 'wants@example.org']);
  });
});
