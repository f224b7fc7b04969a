import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, registrations, ticketLedger } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { channelWith, createEvent, register, registrationBody } from '../../test/events';
import { useFakeRazorpay } from '../../test/fake-razorpay';
import { useTestApp } from '../../test/test-app';

describe('promo codes (issue 25 §3)', () => {
  const fake = useFakeRazorpay('promo');
  const ctx = useTestApp(fake.env);
  let admin: Record<string, string>;
  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  /** A gala: dinner at ₹1,499.00, a student pass at ₹500.00 and a free talk, 50 places. */
  async function gala() {
    const dinner = randomUUID();
    const student = randomUUID();
    const talk = randomUUID();
    const event = await createEvent(ctx.app, admin, {
      capacity: 50,
      ticketTypes: [
        { _id: dinner, name: 'Dinner', price: { amount: 149_900, currency: 'INR' } },
        { _id: student, name: 'Student', price: { amount: 50_000, currency: 'INR' } },
        { _id: talk, name: 'Talk only', price: { amount: 0, currency: 'INR' } },
      ],
    });
    return { eventId: event._id, dinner, student, talk };
  }
  const makeCode = (eventId: string, body: Record<string, unknown>, auth = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/promo-codes`,
      headers: auth,
      payload: body,
    });
  const listCodes = (eventId: string, auth = admin) =>
    ctx.app.inject({ url: `/api/events/${eventId}/promo-codes`, headers: auth });
  const buy = (eventId: string, ticketTypeId: string, promoCode?: string, person = {}) =>
    register(ctx.app, eventId, {
      ...registrationBody(person),
      ticketTypeId,
      ...(promoCode !== undefined && { promoCode }),
    });
  const count = async (eventId: string) =>
    (await ctx.db.select().from(registrations).where(eq(registrations.eventId, eventId))).length;

  it('takes a percentage off on the server: the order, the hold and the ledger carry it', async () => {
    const { eventId, dinner } = await gala();
    const made = await makeCode(eventId, { code: 'diwali 20', kind: 'percent', value: 20 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ code: 'DIWALI20', kind: 'percent', timesUsed: 0 });

    const response = await buy(eventId, dinner, 'Diwali20', {
      firstName: 'प्रिया',
      lastName: 'शर्मा',
      phone: '+44 7911 123456',
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({ status: 'awaiting_payment', payment: { amount: 119_920 } });
    expect(fake.razorpay.orders.at(-1)).toMatchObject({
      id: result.payment.orderId,
      amount: 119_920,
    });
    const [row] = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, result.registrationId));
    expect(row).toMatchObject({ priceAmount: 119_920, discountAmount: 29_980 });
    const [entry] = await ctx.db
      .select()
      .from(ticketLedger)
      .where(eq(ticketLedger.registrationId, row!.id));
    expect(entry).toMatchObject({
      kind: 'order_created',
      amount: 119_920,
      detail: 'promo DIWALI20: -29980',
    });

    expect((await listCodes(eventId)).json().promoCodes[0]).toMatchObject({ timesUsed: 1 });
    const list = await ctx.app.inject({
      url: `/api/events/${eventId}/registrations`,
      headers: admin,
    });
    expect(list.json().registrations[0]).toMatchObject({
      promoCode: 'DIWALI20',
      discount: { amount: 29_980, currency: 'INR' },
    });
    const csv = await ctx.app.inject({
      url: `/api/events/${eventId}/registrations.csv`,
      headers: admin,
    });
    expect(csv.body).toContain('Promo code,Discount');
    expect(csv.body).toContain('DIWALI20,₹299.80');
  });

  it('takes a fixed amount off, never below zero, and only for the ticket types it names', async () => {
    const { eventId, dinner, student } = await gala();
    await makeCode(eventId, {
      code: 'ALUMNI',
      kind: 'fixed',
      value: 20_000,
      ticketTypeIds: [dinner],
    });
    const taken = await buy(eventId, dinner, 'alumni');
    expect(taken.json()).toMatchObject({ payment: { amount: 129_900, currency: 'INR' } });

    const wrong = await buy(eventId, student, 'ALUMNI');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      promoCode: 'This promo code does not apply to the ticket chosen',
    });

    // More than the price: the ticket is free (confirmed, no order), never a negative charge.
    await makeCode(eventId, { code: 'BIGGIFT', kind: 'fixed', value: 90_000 });
    const orders = fake.razorpay.orders.length;
    const free = await buy(eventId, student, 'BIGGIFT', { firstName: 'Seán', lastName: "O'Brien" });
    expect(free.json()).toMatchObject({ status: 'confirmed' });
    expect(fake.razorpay.orders.length).toBe(orders);
  });

  it('makes the ticket free with a 100% code: confirmed at once, no payment', async () => {
    const { eventId, dinner } = await gala();
    await makeCode(eventId, { code: 'SPEAKER', kind: 'percent', value: 100 });
    const orders = fake.razorpay.orders.length;
    const response = await buy(eventId, dinner, 'speaker', { firstName: 'ભાવેશ', lastName: 'પટેલ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'confirmed' });
    expect(response.json().payment).toBeUndefined();
    expect(fake.razorpay.orders.length).toBe(orders);
    const [row] = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.eventId, eventId));
    expect(row).toMatchObject({ status: 'confirmed', priceAmount: 0, discountAmount: 149_900 });
  });

  it('refuses unknown, expired and used-up codes with a 400 naming promoCode, storing nothing', async () => {
    const { eventId, dinner } = await gala();
    await makeCode(eventId, {
      code: 'LATE',
      kind: 'percent',
      value: 10,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await ctx.db
      .update(promoCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(promoCodes.code, 'LATE'));
    const cases: [string, string][] = [
      ['NOPE', 'This promo code is not valid for this event'],
      ['LATE', 'This promo code has expired'],
    ];
    for (const [code, message] of cases) {
      const response = await buy(eventId, dinner, code);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().fields).toEqual({ promoCode: message });
    }
    // A code of another event is unknown here.
    const other = await gala();
    await makeCode(other.eventId, { code: 'THEIRS', kind: 'percent', value: 50 });
    expect((await buy(eventId, dinner, 'THEIRS')).statusCode).toBe(400);
    expect(await count(eventId)).toBe(0);
  });

  it('counts holds as uses until they expire; the last use goes to one of two racers', async () => {
    const { eventId, dinner } = await gala();
    await makeCode(eventId, { code: 'ONCE', kind: 'percent', value: 50, usageLimit: 1 });
    const [first, second] = await Promise.all([
      buy(eventId, dinner, 'ONCE', {
        firstName: 'Aarav',
        lastName: 'Mehta',
        phone: '+1 416 555 0134',
      }),
      buy(eventId, dinner, 'ONCE', {
        firstName: 'Zainab',
        lastName: 'Al-Farsi',
        phone: '+971 50 123 4567',
      }),
    ]);
    const codes = [first!.statusCode, second!.statusCode].sort();
    expect(codes).toEqual([201, 400]);
    const loser = first!.statusCode === 400 ? first! : second!;
    expect(loser.json().fields).toEqual({ promoCode: 'This promo code has been used up' });
    expect(await count(eventId)).toBe(1);

    // The winner's hold runs out: the use comes back.
    await ctx.db
      .update(registrations)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(registrations.eventId, eventId));
    const later = await buy(eventId, dinner, 'ONCE', {
      firstName: 'Wei',
      lastName: 'Tan',
      phone: '+65 8123 4567',
    });
    expect(later.statusCode, later.body).toBe(201);
    expect((await buy(eventId, dinner, 'ONCE')).statusCode).toBe(400);
  });

  it('lets organisers list, make and remove codes; a used code is disabled, not deleted', async () => {
    const { eventId, dinner, talk } = await gala();
    expect((await makeCode(eventId, { code: 'SAME', kind: 'percent', value: 10 })).statusCode).toBe(
      201,
    );
    const twin = await makeCode(eventId, { code: 'same', kind: 'fixed', value: 100 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().fields).toHaveProperty('code');
    const bad = await makeCode(eventId, { code: 'x', kind: 'percent', value: 120 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'value']);
    const elsewhere = await makeCode(eventId, {
      code: 'ODD',
      kind: 'percent',
      value: 5,
      ticketTypeIds: [randomUUID()],
    });
    expect(elsewhere.json().fields).toHaveProperty('ticketTypeIds');
    const pounds = await makeCode(eventId, {
      code: 'GBP',
      kind: 'fixed',
      value: 500,
      currency: 'GBP',
    });
    expect(pounds.json().fields).toHaveProperty('currency');

    const unused = (await makeCode(eventId, { code: 'UNUSED', kind: 'percent', value: 5 })).json();
    const used = (
      await makeCode(eventId, {
        code: 'USED',
        kind: 'percent',
        value: 5,
        ticketTypeIds: [dinner, talk],
      })
    ).json();
    expect((await buy(eventId, talk, 'USED')).statusCode).toBe(201);
    const remove = (id: string, auth = admin) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/events/${eventId}/promo-codes/${id}`,
        headers: auth,
      });
    expect((await remove(unused._id)).json()).toEqual({ outcome: 'deleted' });
    expect((await remove(used._id)).json()).toEqual({ outcome: 'disabled' });
    expect((await remove(randomUUID())).statusCode).toBe(404);
    const listed = (await listCodes(eventId)).json().promoCodes;
    expect(listed.map((code: { code: string }) => code.code)).toEqual(['USED', 'SAME']);
    expect(listed[0].disabledAt).not.toBeNull();
    // A disabled code is no longer taken, and its letters stay reserved.
    expect((await buy(eventId, dinner, 'USED')).json().fields).toEqual({
      promoCode: 'This promo code is not valid for this event',
    });
  });

  it('refuses visitors, plain members and other channels’ admins; the channel’s admin manages', async () => {
    const owner = await signUp(ctx.app);
    const member = await signUp(ctx.app);
    const channelId = await channelWith(ctx.db, owner.id, 'admin');
    await channelWith(ctx.db, member.id, 'admin');
    const event = await createEvent(ctx.app, owner.auth, {
      channelId,
      ticketTypes: [{ name: 'Entry', price: { amount: 10_000, currency: 'INR' } }],
    });
    const body = { code: 'CHANNEL', kind: 'percent', value: 10 };
    expect((await ctx.app.inject({ url: `/api/events/${event._id}/promo-codes` })).statusCode).toBe(
      401,
    );
    expect((await listCodes(event._id, member.auth)).statusCode).toBe(403);
    expect((await makeCode(event._id, body, member.auth)).statusCode).toBe(403);
    const made = await makeCode(event._id, body, owner.auth);
    expect(made.statusCode, made.body).toBe(201);
    const plain = await signUp(ctx.app);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${event._id}/promo-codes/${made.json()._id}`,
      headers: plain.auth,
    });
    expect(removed.statusCode).toBe(403);
    expect((await listCodes(event._id, owner.auth)).json().promoCodes).toHaveLength(1);
  });
});
