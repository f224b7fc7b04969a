import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, registrations, ticketLedger } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { channelWith, createEvent, register, registrationBody } from '../../test/events';
import { useFakeRazorpay } from '../../test/fake-razorpay';
import { useTestApp } from '../../test/test-app';

const day = 24 * 3600_000;

describe('refunds of paid tickets (issue 25 §4)', () => {
  const fake = useFakeRazorpay('refunds');
  const { keySecret, webhookSecret, sign } = fake;
  const ctx = useTestApp(fake.env);
  let admin: Record<string, string>;
  let member: Record<string, string>;
  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
  });

  /** A gala dinner (₹1,499.00) with `places` places and a refund window, as given. */
  async function gala(places = 2, refundableUntil: string | null = null, title?: string) {
    const paid = randomUUID();
    const event = await createEvent(ctx.app, admin, {
      ...(title && { title }),
      capacity: places,
      refundableUntil,
      ticketTypes: [{ _id: paid, name: 'Dinner', price: { amount: 149_900, currency: 'INR' } }],
    });
    return { eventId: event._id, paid };
  }

  /** Registers and pays (Checkout's signed result): a confirmed paid registration. */
  async function bought(
    eventId: string,
    ticketTypeId: string,
    first = 'Aarav',
    last = 'Shah',
    headers: Record<string, string> = {},
  ) {
    const made = await register(
      ctx.app,
      eventId,
      { ...registrationBody({ firstName: first, lastName: last }), ticketTypeId },
      headers,
    );
    const result = made.json();
    if (result.status !== 'awaiting_payment') return result;
    const paymentId = `pay_${randomUUID().slice(0, 12).replace(/-/g, '')}`;
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      payload: {
        razorpay_order_id: result.payment.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(keySecret, `${result.payment.orderId}|${paymentId}`),
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { ...result, paymentId };
  }

  const rowOf = async (id: string) =>
    (await ctx.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
  const kindsOf = async (id: string) =>
    (
      await ctx.db
        .select()
        .from(ticketLedger)
        .where(eq(ticketLedger.registrationId, id))
        .orderBy(ticketLedger.id)
    ).map((entry) => entry.kind);
  const adminRefund = (eventId: string, id: string, headers = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/registrations/${id}/refund`,
      headers,
    });
  const holderRefund = (ticket: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/tickets/refund', payload: { ticket } });
  const mailsTo = async (email: string) =>
    (await ctx.db.select().from(outbox).where(eq(outbox.toAddress, email))).map(
      (mail) => mail.subject.split(':')[0],
    );

  it('lets an admin refund a paid ticket: Razorpay refunds it, the ledger, the email, the line moves', async () => {
    const { eventId, paid } = await gala(1);
    const buyer = await bought(eventId, paid, 'பிரியா', 'சுப்பிரமணியம்');
    const waiter = await bought(eventId, paid, 'Siobhan', "O'Brien-Kelly");
    expect(waiter.status).toBe('waitlisted');

    const response = await adminRefund(eventId, buyer.registrationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      registration: { status: 'refunded', amountPaid: { amount: 149_900, currency: 'INR' } },
    });
    expect(fake.razorpay.refunds.at(-1)).toMatchObject({
      payment_id: buyer.paymentId,
      amount: 149_900,
    });
    const row = await rowOf(buyer.registrationId);
    expect(row.status).toBe('refunded');
    expect(await kindsOf(row.id)).toEqual([
      'order_created',
      'paid',
      'refund_requested',
      'refunded',
    ]);
    expect(await mailsTo(row.email)).toEqual(["You're registered", 'Refunded']);
    // The place went to the next in line, held for their payment.
    const next = await rowOf(waiter.registrationId);
    expect(next.status).toBe('awaiting_payment');
    expect(await mailsTo(next.email)).toContain('A place opened up — pay to keep it');

    const again = await adminRefund(eventId, buyer.registrationId);
    expect(again.statusCode).toBe(409);
    expect(fake.razorpay.refunds.filter((r) => r.payment_id === buyer.paymentId)).toHaveLength(1);
  });

  it('answers 503 with Retry-After when Razorpay is down, and changes nothing', async () => {
    const { eventId, paid } = await gala(2);
    const buyer = await bought(eventId, paid);
    const refundsBefore = fake.razorpay.refunds.length;
    fake.razorpay.failWith = 503;
    try {
      const response = await adminRefund(eventId, buyer.registrationId);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
    } finally {
      fake.razorpay.failWith = null;
    }
    expect((await rowOf(buyer.registrationId)).status).toBe('confirmed');
    expect(await kindsOf(buyer.registrationId)).toEqual(['order_created', 'paid']);
    expect(fake.razorpay.refunds).toHaveLength(refundsBefore);
  });

  it('lets two refunds race: Razorpay is asked once, the second answer is 409', async () => {
    const { eventId, paid } = await gala(2);
    const buyer = await bought(eventId, paid);
    const answers = await Promise.all([
      adminRefund(eventId, buyer.registrationId),
      adminRefund(eventId, buyer.registrationId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(fake.razorpay.refunds.filter((r) => r.payment_id === buyer.paymentId)).toHaveLength(1);
    expect((await kindsOf(buyer.registrationId)).filter((k) => k === 'refunded')).toHaveLength(1);
  });

  it('lets the ticket holder refund within the window, and not after it or without one', async () => {
    const open = await gala(3, new Date(Date.now() + day).toISOString());
    const holder = await bought(open.eventId, open.paid, 'राहुल', 'द्रविड़');
    const ticket = (await rowOf(holder.registrationId)).ticket;
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets/lookup',
      payload: { ticket },
    });
    expect(lookup.json()).toMatchObject({ canRefund: true, amountPaid: { amount: 149_900 } });
    const response = await holderRefund(ticket);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ticket).toMatchObject({ status: 'refunded', canRefund: false });
    expect((await holderRefund(ticket)).statusCode).toBe(409);

    const closed = await gala(3, new Date(Date.now() - 60_000).toISOString());
    const late = await bought(closed.eventId, closed.paid);
    const lateTicket = (await rowOf(late.registrationId)).ticket;
    const refused = await holderRefund(lateTicket);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/time to cancel/);
    expect((await rowOf(late.registrationId)).status).toBe('confirmed');

    const none = await gala(3, null);
    const kept = await bought(none.eventId, none.paid);
    const noPolicy = await holderRefund((await rowOf(kept.registrationId)).ticket);
    expect(noPolicy.statusCode).toBe(422);
    // The organisers may still refund it.
    expect((await adminRefund(none.eventId, kept.registrationId)).statusCode).toBe(200);
  });

  it('tells a signed-in buyer in the bell when the organisers refund them, not when they refund themselves', async () => {
    const bell = async () =>
      (await ctx.app.inject({ url: '/api/notifications', headers: member })).json<{
        items: { kind: string; title: string; body: string; url: string }[];
      }>().items;
    const before = (await bell()).length;
    const { eventId, paid } = await gala(
      2,
      new Date(Date.now() + day).toISOString(),
      'Diwali Mela',
    );
    const theirs = await bought(eventId, paid, 'Zoë', 'Ólafsdóttir', member);
    expect((await adminRefund(eventId, theirs.registrationId)).statusCode).toBe(200);
    const [notice, ...rest] = await bell();
    expect(rest).toHaveLength(before);
    expect(notice).toMatchObject({
      kind: 'registrationCancelled',
      title: 'Your ticket was refunded',
      body: expect.stringContaining('your registration for Diwali Mela'),
      url: `/event-details/${eventId}`,
    });

    const own = await bought(eventId, paid, 'Zoë', 'Ólafsdóttir', member);
    const refunded = await holderRefund((await rowOf(own.registrationId)).ticket);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await bell()).toHaveLength(before + 1);
  });

  it('cancels a free registration as before, without Razorpay', async () => {
    const event = await createEvent(ctx.app, admin, { capacity: 5 });
    const made = (await register(ctx.app, event._id, registrationBody())).json();
    const before = fake.razorpay.refunds.length;
    const response = await adminRefund(event._id, made.registrationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().registration.status).toBe('cancelled');
    expect(fake.razorpay.refunds).toHaveLength(before);
    const row = await rowOf(made.registrationId);
    expect(await mailsTo(row.email)).toEqual([
      "You're registered",
      'Your registration was cancelled',
    ]);
    const second = (await register(ctx.app, event._id, registrationBody())).json();
    const byHolder = await holderRefund((await rowOf(second.registrationId)).ticket);
    expect(byHolder.json().ticket.status).toBe('cancelled');
  });

  it('does not count a refund twice when Razorpay’s refund.processed webhook follows', async () => {
    const { eventId, paid } = await gala(2);
    fake.razorpay.refundStatus = 'pending';
    let buyer;
    try {
      buyer = await bought(eventId, paid);
      expect((await adminRefund(eventId, buyer.registrationId)).statusCode).toBe(200);
    } finally {
      fake.razorpay.refundStatus = 'processed';
    }
    expect(await kindsOf(buyer.registrationId)).toEqual([
      'order_created',
      'paid',
      'refund_requested',
    ]);
    const refund = fake.razorpay.refunds.at(-1)!;
    const send = (eventIdHeader: string) => {
      const raw = JSON.stringify({
        event: 'refund.processed',
        payload: {
          refund: {
            entity: { id: refund.id, payment_id: refund.payment_id, amount: refund.amount },
          },
        },
      });
      return ctx.app.inject({
        method: 'POST',
        url: '/donate/webhook',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(webhookSecret, raw),
          'x-razorpay-event-id': eventIdHeader,
        },
      });
    };
    expect((await send(`evt_${refund.id}_a`)).statusCode).toBe(200);
    // Razorpay may send it again under another id: still counted once.
    expect((await send(`evt_${refund.id}_b`)).statusCode).toBe(200);
    expect(await kindsOf(buyer.registrationId)).toEqual([
      'order_created',
      'paid',
      'refund_requested',
      'refunded',
    ]);
    const row = await rowOf(buyer.registrationId);
    expect((await mailsTo(row.email)).filter((subject) => subject === 'Refunded')).toHaveLength(1);
  });

  it('writes the refund email in the language they registered in', async () => {
    const { eventId, paid } = await gala(2);
    const buyer = await bought(eventId, paid, 'जसप्रीत', 'बुमराह', {
      'accept-language': 'hi-IN,hi;q=0.9',
    });
    const english = await adminRefund(eventId, buyer.registrationId);
    // The admin reads the answer in their own language; the attendee's email is in theirs.
    expect(english.json().message).toMatch(/^The registration is cancelled/);
    const row = await rowOf(buyer.registrationId);
    const [mail] = (
      await ctx.db.select().from(outbox).where(eq(outbox.toAddress, row.email))
    ).filter((sent) => sent.subject.startsWith('रिफ़ंड'));
    expect(mail?.subject).toMatch(/^रिफ़ंड हुआ: /);
    expect(mail?.textBody).toContain('आपके भुगतान का रिफ़ंड');
    expect(mail?.attachments).toEqual([]);
  });

  it('refuses visitors, plain members and other channels’ admins', async () => {
    const { eventId, paid } = await gala(2);
    const buyer = await bought(eventId, paid);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/registrations/${buyer.registrationId}/refund`,
    });
    expect(visitor.statusCode).toBe(401);
    expect((await adminRefund(eventId, buyer.registrationId, member)).statusCode).toBe(403);
    expect((await rowOf(buyer.registrationId)).status).toBe('confirmed');
    for (const url of ['/api/tickets/ledger', '/api/tickets/ledger.csv']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: member })).statusCode).toBe(403);
    }
  });

  it('lets a channel admin refund their channel’s event', async () => {
    const account = await signUp(ctx.app);
    const channelId = await channelWith(ctx.db, account.id, 'admin');
    const paid = randomUUID();
    const event = await createEvent(ctx.app, account.auth, {
      channelId,
      capacity: 3,
      ticketTypes: [{ _id: paid, name: 'Entry', price: { amount: 50_000, currency: 'INR' } }],
    });
    const buyer = await bought(event._id, paid, 'Mei Ling', 'Tan');
    const response = await adminRefund(event._id, buyer.registrationId, account.auth);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('shows the ledger to site admins by event and kind, in pages, and as injection-safe CSV', async () => {
    const { eventId, paid } = await gala(3, null, '=HYPERLINK("http://x.example")');
    const buyer = await bought(eventId, paid, 'Nisha', 'Patel');
    await adminRefund(eventId, buyer.registrationId);
    const page = await ctx.app.inject({
      url: `/api/tickets/ledger?eventId=${eventId}&limit=2`,
      headers: admin,
    });
    expect(page.statusCode, page.body).toBe(200);
    const first = page.json();
    expect(first.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'refunded',
      'refund_requested',
    ]);
    expect(first.nextCursor).toBe(first.entries[1].id);
    const rest = (
      await ctx.app.inject({
        url: `/api/tickets/ledger?eventId=${eventId}&limit=2&before=${first.nextCursor}`,
        headers: admin,
      })
    ).json();
    expect(rest.entries.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'order_created']);
    expect(rest.entries[0]).toMatchObject({ amount: 149_900, currency: 'INR' });
    const refunds = (
      await ctx.app.inject({ url: `/api/tickets/ledger?kind=refunded`, headers: admin })
    ).json();
    expect(refunds.entries.every((e: { kind: string }) => e.kind === 'refunded')).toBe(true);
    const bad = await ctx.app.inject({ url: '/api/tickets/ledger?kind=stolen', headers: admin });
    expect(bad.statusCode).toBe(400);

    const csv = await ctx.app.inject({
      url: `/api/tickets/ledger.csv?eventId=${eventId}`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Time,Kind,Event,Attendee/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(',refunded,');
    expect(lines[1]).toContain('1499.00');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x.example"")",Nisha Patel`);
  });
});
