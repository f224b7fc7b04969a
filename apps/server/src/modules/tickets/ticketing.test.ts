import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent, eventBody, register, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

describe('ticket types and questions without Razorpay', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
  });

  const standard = randomUUID();
  const student = randomUUID();
  const meal = randomUUID();
  const shirt = randomUUID();
  const ticketing = {
    ticketTypes: [
      { _id: standard, name: 'Standard', price: { amount: 0, currency: 'INR' }, capacity: 1 },
      { _id: student, name: 'Student', price: { amount: 0, currency: 'inr' } },
    ],
    questions: [
      {
        _id: meal,
        label: 'Meal',
        type: 'select' as const,
        required: true,
        options: [
          { value: 'veg', label: 'Veg' },
          { value: 'non-veg', label: 'Non-veg' },
        ],
      },
      { _id: shirt, label: 'T-shirt size', type: 'text' as const, ticketTypeIds: [student] },
    ],
  };

  it('saves ticket types and questions with the event and reads them back in order', async () => {
    const event = await createEvent(ctx.app, admin, ticketing);
    const read = await ctx.app.inject({ url: `/api/events/${event._id}` });
    expect(read.json().ticketTypes).toEqual([
      {
        _id: standard,
        name: 'Standard',
        price: { amount: 0, currency: 'INR' },
        capacity: 1,
        sold: 0,
      },
      { _id: student, name: 'Student', price: { amount: 0, currency: 'INR' }, sold: 0 },
    ]);
    expect(read.json().questions.map((q: { label: string }) => q.label)).toEqual([
      'Meal',
      'T-shirt size',
    ]);
  });

  it('refuses a paid ticket type while Razorpay is not set up, saying how to set it up', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody({
        title: 'Gala without keys',
        ticketTypes: [{ name: 'Gala', price: { amount: 149_900, currency: 'INR' } }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['ticketTypes.0.price']).toContain('RAZORPAY_KEY_ID');
    const stored = await ctx.app.inject({ url: '/api/events?q=Gala%20without%20keys' });
    expect(stored.json()).toEqual([]);
  });

  it('refuses a member who manages nothing, and a visitor', async () => {
    const body = { ...eventBody(), ...ticketing };
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: member,
      payload: body,
    });
    expect(asMember.statusCode).toBe(403);
    const asVisitor = await ctx.app.inject({ method: 'POST', url: '/api/events', payload: body });
    expect(asVisitor.statusCode).toBe(401);
  });

  it('validates answers by type and option, naming answers.<questionId>; nothing stored', async () => {
    const event = await createEvent(ctx.app, admin, {
      ...ticketing,
      ticketTypes: ticketing.ticketTypes.map((type) => ({ ...type, _id: randomUUID() })),
      questions: [],
    });
    const typeId = (await ctx.app.inject({ url: `/api/events/${event._id}` })).json().ticketTypes[1]
      ._id;
    const mealId = randomUUID();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: admin,
      payload: eventBody({
        title: event.title,
        questions: [{ ...ticketing.questions[0]!, _id: mealId }],
      }),
    });
    expect(put.statusCode, put.body).toBe(200);
    const missing = await register(ctx.app, event._id, {
      ...registrationBody(),
      ticketTypeId: typeId,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      [`answers.${mealId}`]: 'This question needs an answer',
    });
    const wrong = await register(ctx.app, event._id, {
      ...registrationBody(),
      ticketTypeId: typeId,
      answers: { [mealId]: 'fish' },
    });
    expect(wrong.json().fields[`answers.${mealId}`]).toBe('Choose one of the options offered');
    const noTicket = await register(ctx.app, event._id, registrationBody());
    expect(noTicket.json().fields.ticketTypeId).toBe('Choose a ticket');
    const rows = await ctx.db
      .select()
      .from(registrations)
      .where(eq(registrations.eventId, event._id));
    expect(rows).toEqual([]);

    const good = await register(ctx.app, event._id, {
      ...registrationBody({ firstName: 'राहुल', lastName: 'द्रविड़' }),
      ticketTypeId: typeId,
      answers: { [mealId]: 'veg' },
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().status).toBe('confirmed');
  });

  it('gives a sold-out ticket type the waiting list, and counts answers on the dashboard and CSV', async () => {
    // The ids of the first test's event belong to it: this event's rows get their own.
    const [standard, student, meal, shirt] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const event = await createEvent(ctx.app, admin, {
      ticketTypes: ticketing.ticketTypes.map((type, index) => ({
        ...type,
        _id: [standard, student][index],
      })),
      questions: [
        { ...ticketing.questions[0]!, _id: meal },
        { ...ticketing.questions[1]!, _id: shirt, ticketTypeIds: [student] },
      ],
    });
    const first = await register(ctx.app, event._id, {
      ...registrationBody({ firstName: 'જસપ્રીત', lastName: 'બુમરાહ' }),
      ticketTypeId: standard,
      answers: { [meal]: 'veg' },
    });
    expect(first.json().status).toBe('confirmed');
    const second = await register(ctx.app, event._id, {
      ...registrationBody({ firstName: 'Shreyas', lastName: "Iyer-O'Brien" }),
      ticketTypeId: standard,
      answers: { [meal]: 'non-veg', [shirt]: 'XL' },
    });
    expect(second.json().status).toBe('waitlisted');
    const list = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations`,
      headers: admin,
    });
    expect(list.json().registrations[0]).toMatchObject({
      status: 'confirmed',
      ticketTypeName: 'Standard',
      answers: { [meal]: 'veg' },
      amountPaid: null,
    });
    // The T-shirt question is asked of students only: a standard ticket's answer is dropped.
    expect(list.json().registrations[1].answers).toEqual({ [meal]: 'non-veg' });
    const csv = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations.csv`,
      headers: admin,
    });
    expect(csv.body.split('\r\n')[0]).toContain('Ticket type,Amount paid,Meal,T-shirt size');
    expect(csv.body).toContain('Standard,,Veg,');
    const asMember = await ctx.app.inject({
      url: `/api/events/${event._id}/registrations`,
      headers: member,
    });
    expect(asMember.statusCode).toBe(403);
  });
});
