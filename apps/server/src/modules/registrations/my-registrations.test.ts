import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent, register, registrationBody, withGuest } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

describe("a member's own registration for an event", () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let otherMember: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
    otherMember = (await signUp(ctx.app)).auth;
  });

  const mine = (eventId: string, headers: Auth = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/my-registrations`, headers });

  it('shows a member their registration, its place in line and its ticket; no one else', async () => {
    const event = await createEvent(ctx.app, admin, { capacity: 2 });
    // A stranger fills the event, so the member waits behind one other person.
    expect((await register(ctx.app, event._id, withGuest())).statusCode).toBe(201);
    expect((await register(ctx.app, event._id, registrationBody())).json().status).toBe(
      'waitlisted',
    );
    const made = await register(
      ctx.app,
      event._id,
      withGuest({ firstName: 'Meera', lastName: 'Iyer', guestFirstName: 'Ravi' }),
      member,
    );
    expect(made.json()).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
      guestName: 'Mr. Ravi Rao',
    });

    const response = await mine(event._id, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [registration, ...rest] = response.json().registrations;
    expect(rest).toEqual([]);
    expect(registration).toMatchObject({
      registrationId: made.json().registrationId,
      name: 'Ms. Meera Iyer',
      guestName: 'Mr. Ravi Rao',
      seats: 2,
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    // The ticket is the one their email links to: it opens their ticket and nobody else's.
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/lookup',
      payload: { ticket: registration.ticket },
    });
    expect(ticket.json()).toMatchObject({ registrationId: made.json().registrationId });

    // A visitor is asked to sign in; another member sees none of it.
    expect((await mine(event._id)).statusCode).toBe(401);
    const other = await mine(event._id, otherMember);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({ registrations: [] });
    // Nor does an organiser through this call: they have the dashboard for everyone's.
    expect((await mine(event._id, admin)).json()).toEqual({ registrations: [] });
  });

  it('forgets a cancelled registration, so the member can register again', async () => {
    const event = await createEvent(ctx.app, admin);
    await register(ctx.app, event._id, registrationBody(), member);
    const [registration] = (await mine(event._id, member)).json().registrations;
    expect(registration).toMatchObject({ status: 'confirmed', waitlistPosition: null });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/cancel',
      payload: { ticket: registration.ticket },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await mine(event._id, member)).json()).toEqual({ registrations: [] });
  });

  it('answers 404 for an event the member cannot see', async () => {
    const draft = await createEvent(ctx.app, admin, { status: 'draft' });
    expect((await mine(draft._id, member)).statusCode).toBe(404);
    expect((await mine('not-an-id', member)).statusCode).toBe(404);
    expect((await mine('00000000-0000-4000-8000-000000000000', member)).statusCode).toBe(404);
  });
});

describe("a member's tickets, every event (issue 36)", () => {
  const ctx = useTestApp();
  let admin: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  const tickets = (headers: Auth = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/my-tickets', headers });

  it('lists upcoming then past, each with its status and ticket, and a code only for the door', async () => {
    const member = (await signUp(ctx.app)).auth;
    const later = await createEvent(ctx.app, admin, { title: 'दिवाली मेला' }, 24 * 30);
    const soon = await createEvent(ctx.app, admin, { title: 'Garba Night', capacity: 1 }, 48);
    const past = await createEvent(ctx.app, admin, { title: 'Monsoon Walk' });
    const cancelled = await createEvent(ctx.app, admin, { title: 'Kite Festival' });

    await register(ctx.app, later._id, registrationBody({ firstName: 'Kavya' }), member);
    // Someone else takes the only seat: the member waits, first in line.
    await register(ctx.app, soon._id, registrationBody());
    await register(ctx.app, soon._id, withGuest({ firstName: 'Kavya' }), member);
    await register(ctx.app, past._id, registrationBody({ firstName: 'Kavya' }), member);
    const left = await register(ctx.app, cancelled._id, registrationBody(), member);
    const [leftTicket] = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/events/${cancelled._id}/my-registrations`,
        headers: member,
      })
    ).json().registrations;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/cancel',
      payload: { ticket: leftTicket.ticket },
    });
    const lastWeek = Date.now() - 7 * 24 * 3600_000;
    await ctx.db
      .update(events)
      .set({ startsAt: new Date(lastWeek), endsAt: new Date(lastWeek + 3600_000) })
      .where(eq(events.id, past._id));

    const response = await tickets(member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const list = response.json().tickets;
    expect(list.map((row: { eventTitle: string }) => row.eventTitle)).toEqual([
      'Garba Night',
      'Kite Festival',
      'दिवाली मेला',
      'Monsoon Walk',
    ]);
    const [waiting, gone, upcoming, over] = list;
    expect(waiting).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, qr: null });
    expect(waiting.guestName).toBe('Mr. Vikram Rao');
    expect(gone).toMatchObject({ status: 'cancelled', qr: null });
    expect(gone.registrationId).toBe(left.json().registrationId);
    expect(upcoming).toMatchObject({
      status: 'confirmed',
      name: 'Ms. Kavya Rao',
      qr: { size: expect.any(Number), path: expect.stringMatching(/^M0 0h7v1h-7z/) },
    });
    expect(over).toMatchObject({ status: 'confirmed', qr: null });
    // Each ticket is the one the email links to.
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/lookup',
      payload: { ticket: upcoming.ticket },
    });
    expect(lookup.json()).toMatchObject({ eventTitle: 'दिवाली मेला', qr: upcoming.qr });

    // A visitor is asked to sign in; another member has none of these.
    expect((await tickets()).statusCode).toBe(401);
    expect((await tickets(admin)).json()).toEqual({ tickets: [] });
  });
});
