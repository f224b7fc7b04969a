import { beforeAll, describe, expect, it } from 'vitest';
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
