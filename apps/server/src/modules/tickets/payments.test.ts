import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, registrations, ticketLedger } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent, register, registrationBody } from '../../test/events';
import { useFakeRazorpay } from '../../test/fake-razorpay';
import { useTestApp } from '../../test/test-app';
import { expireHolds } from './holds';

describe('paid tickets through Razorpay', () => {
  const fake = useFakeRazorpay('tickets');
  const { keyId, keySecret, webhookSecret, sign } = fake;
  const ctx = useTestApp(fake.env);
  let admin: Record<string, string>;
  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  /** A gala with one paid place (₹1,499.00) and a free ticket type beside it. */
  async function gala(places = 1) {
    const paid = randomUUID();
    const event = await createEvent(ctx.app, admin, {
      capacity: places,
      ticketTypes: [{ _id: paid, name: 'Dinner', price: { amount: 149_900, currency: 'INR' } }],
    });
    return { eventId: event._id, paid };
  }
  const buy = (eventId: string, ticketTypeId: string, name = 'இரவிச்சந்திரன் அஷ்வின்') =>
    register(ctx.app, eventId, {
      ...registrationBody({ firstName: name.split(' ')[0], lastName: name.split(' ')[1] }),
      ticketTypeId,
    });
  const verify = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/verify', payload });
  const webhook = (body: object, eventId?: string, signature?: string) => {
    const raw = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url: '/donate/webhook',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? sign(webhookSecret, raw),
        ...(eventId && { 'x-razorpay-event-id': eventId }),
      },
    });
  };
  const paidEvent = (orderId: string, amount = 149_900, currency = 'INR') => ({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: `pay_${randomUUID().slice(0, 8)}`, order_id: orderId, amount, currency },
      },
    },
  });
  const rowOf = async (id: string) =>
    (await ctx.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
  const ledgerOf = (id: string) =>
    ctx.db
      .select()
      .from(ticketLedger)
      .where(eq(ticketLedger.registrationId, id))
      .orderBy(ticketLedger.id);

  it('gives a member back the order of the place they hold, to pay on it, until the hold runs out', async () => {
    const { eventId, paid } = await gala(2);
    const member = await signUp(ctx.app);
    const mine = () =>
      ctx.app.inject({ url: `/api/events/${eventId}/my-registrations`, headers: member.auth });
    const held = await register(
      ctx.app,
      eventId,
      {
        ...registrationBody({ firstName: 'Siobhán', lastName: 'O’Brien-Mehta' }),
        ticketTypeId: paid,
      },
      member.auth,
    );
    expect(held.statusCode, held.body).toBe(201);
    const { payment, holdExpiresAt, registrationId } = held.json();

    // Checkout closed, the page reloaded: the same order, not a second one to pay twice.
    const [again] = (await mine()).json().registrations;
    expect(again).toMatchObject({ status: 'awaiting_payment', payment, holdExpiresAt });
    // Someone else signed in has no held place here, and sees no order.
    const other = await signUp(ctx.app);
    const theirs = await ctx.app.inject({
      url: `/api/events/${eventId}/my-registrations`,
      headers: other.auth,
    });
    expect(theirs.json()).toEqual({ registrations: [] });

    // Past the hold (before the sweep releases it) there is nothing left to pay on.
    await ctx.db
      .update(registrations)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(registrations.id, registrationId));
    const [late] = (await mine()).json().registrations;
    expect(late.status).toBe('awaiting_payment');
    expect(late).not.toHaveProperty('payment');
  });

  it('holds the place with an order for the server’s price; verify confirms and emails the ticket then', async () => {
    const { eventId, paid } = await gala();
    const response = await buy(eventId, paid);
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      status: 'awaiting_payment',
      payment: { amount: 149_900, currency: 'INR', keyId },
    });
    expect(Date.parse(result.holdExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(fake.razorpay.orders.at(-1)).toMatchObject({
      id: result.payment.orderId,
      amount: 149_900,
    });
    const row = await rowOf(result.registrationId);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.toAddress, row.email))).toEqual([]);
    const event = await ctx.app.inject({ url: `/api/events/${eventId}` });
    expect(event.json()).toMatchObject({ seatsTaken: 1 });

    const forged = await verify({
      razorpay_order_id: result.payment.orderId,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: sign('not-the-secret', `${result.payment.orderId}|pay_forged`),
    });
    expect(forged.statusCode).toBe(400);
    expect((await rowOf(row.id)).status).toBe('awaiting_payment');

    const good = await verify({
      razorpay_order_id: result.payment.orderId,
      razorpay_payment_id: 'pay_good1',
      razorpay_signature: sign(keySecret, `${result.payment.orderId}|pay_good1`),
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ status: 'confirmed', details: { status: 'confirmed' } });
    expect(await rowOf(row.id)).toMatchObject({ status: 'confirmed', amountPaid: 149_900 });
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, row.email));
    expect(mails.map((mail) => mail.attachments.map((file) => file.filename))).toEqual([
      ['ticket-qr.png', 'event.ics'],
    ]);
    expect((await ledgerOf(row.id)).map((entry) => entry.kind)).toEqual(['order_created', 'paid']);
  });

  it('answers 503 with Retry-After when Razorpay is down, and stores nothing', async () => {
    const { eventId, paid } = await gala();
    fake.razorpay.failWith = 503;
    try {
      const response = await buy(eventId, paid);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
    } finally {
      fake.razorpay.failWith = null;
    }
    const rows = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.eventId, eventId));
    expect(rows).toEqual([]);
  });

  it('gives the last paid place to one of two racing buyers; the other waits', async () => {
    const { eventId, paid } = await gala(1);
    const results = await Promise.all([buy(eventId, paid), buy(eventId, paid, 'Shreyas Iyer')]);
    expect(results.map((r) => r.json().status).sort()).toEqual(['awaiting_payment', 'waitlisted']);
  });

  it('expires an unpaid hold, frees the place and offers it to the next in line', async () => {
    const { eventId, paid } = await gala(1);
    const holder = (await buy(eventId, paid)).json();
    const waiter = (await buy(eventId, paid, 'राहुल द्रविड़')).json();
    expect(waiter.status).toBe('waitlisted');
    // The clock moves on: the hold's time is set in the past.
    await ctx.db
      .update(registrations)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(registrations.id, holder.registrationId));
    // Counted free at once, before any sweep…
    expect((await ctx.app.inject({ url: `/api/events/${eventId}` })).json().seatsTaken).toBe(0);
    const notifier = { mailer: ctx.app.mailer, publicUrl: 'http://portal.test' };
    expect(await expireHolds(ctx.db, notifier)).toBeGreaterThanOrEqual(1);
    expect((await rowOf(holder.registrationId)).status).toBe('expired');
    const next = await rowOf(waiter.registrationId);
    expect(next.status).toBe('awaiting_payment');
    expect(next.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.toAddress, next.email));
    expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual([
      "You're on the waiting list",
      'A place opened up — pay to keep it',
    ]);
    expect((await ledgerOf(holder.registrationId)).map((entry) => entry.kind)).toEqual([
      'order_created',
      'hold_expired',
    ]);
  });

  it('refuses a forged webhook, counts a replay once, and flags an amount mismatch', async () => {
    const { eventId, paid } = await gala(2);
    const first = (await buy(eventId, paid)).json();
    const forged = await webhook(paidEvent(first.payment.orderId), 'evt_forged', 'bad');
    expect(forged.statusCode).toBe(401);
    expect((await rowOf(first.registrationId)).status).toBe('awaiting_payment');

    const body = paidEvent(first.payment.orderId);
    expect((await webhook(body, 'evt_t1')).json()).toEqual({ handled: true, duplicate: false });
    expect((await webhook(body, 'evt_t1')).json()).toEqual({ handled: false, duplicate: true });
    expect((await rowOf(first.registrationId)).status).toBe('confirmed');
    expect((await ledgerOf(first.registrationId)).filter((e) => e.kind === 'paid')).toHaveLength(1);

    const second = (await buy(eventId, paid, 'Shreyas Iyer')).json();
    await webhook(paidEvent(second.payment.orderId, 100), 'evt_t2');
    expect((await rowOf(second.registrationId)).status).toBe('awaiting_payment');
    const [flag] = (await ledgerOf(second.registrationId)).filter((e) => e.kind === 'mismatch');
    expect(flag).toMatchObject({ flagged: true, amount: 100 });

    await webhook(
      {
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_x', order_id: second.payment.orderId } } },
      },
      'evt_t3',
    );
    expect((await rowOf(second.registrationId)).status).toBe('expired');
    await webhook(
      {
        event: 'refund.processed',
        payload: {
          refund: {
            entity: { id: 'rfnd_1', payment_id: body.payload.payment.entity.id, amount: 149_900 },
          },
        },
      },
      'evt_t4',
    );
    expect((await rowOf(first.registrationId)).status).toBe('refunded');
  });
});
