import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index';
import { makeAdmin, signUp } from '../../test/accounts';
import { eventBody, registrationBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

// Issue 25 §6: recurring events. Weekly Saturday nets in London from 17 Oct 2026 (the clocks go
// back on 25 Oct), monthly meet-ups in Toronto, a weekday series in Kolkata.
describe('recurring events', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
  });

  const createEvent = async (overrides: Parameters<typeof eventBody>[0]) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ _id: string }>()._id;
  };
  const repeat = (id: string, recurrence: object, headers: Auth | undefined = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${id}/series`,
      headers,
      payload: { recurrence },
    });
  const nets = () =>
    createEvent({
      title: 'Saturday nets — शनिवार नेट्स',
      date: '2026-10-17T18:30',
      endDate: '2026-10-17T20:00',
      timeZone: 'Europe/London',
      capacity: 12,
    });

  it('makes each date a real event at the venue’s time across a clock change', async () => {
    const first = await nets();
    const response = await repeat(first, { frequency: 'weekly', count: 4 });
    expect(response.statusCode).toBe(201);
    const series = response.json();
    expect(series.rrule).toBe('FREQ=WEEKLY;BYDAY=SA;COUNT=4');
    expect(series.occurrences.map((date: { date: string }) => date.date)).toEqual([
      '2026-10-17T17:30:00.000Z',
      '2026-10-24T17:30:00.000Z',
      '2026-10-31T18:30:00.000Z',
      '2026-11-07T18:30:00.000Z',
    ]);
    expect(series.occurrences[0]._id).toBe(first);
    const third = series.occurrences[2];
    expect(third.endDate).toBe('2026-10-31T20:00:00.000Z');
    const event = (await ctx.app.inject({ url: `/api/events/${third._id}` })).json();
    expect(event).toMatchObject({
      title: 'Saturday nets — शनिवार नेट्स',
      capacity: 12,
      seatsTaken: 0,
      seriesId: series._id,
      timeZone: 'Europe/London',
    });
    // Every date is in the list, the calendar's source.
    const listed = await ctx.app.inject({
      url: '/api/events?from=2026-10-01T00:00:00Z&to=2026-11-30T00:00:00Z&limit=100',
    });
    const ids = listed.json().map((row: { _id: string }) => row._id);
    for (const date of series.occurrences) expect(ids).toContain(date._id);
    expect((await ctx.app.inject({ url: `/api/events/${third._id}/series` })).json()._id).toBe(
      series._id,
    );
  });

  it('keeps each date’s registrations and capacity its own', async () => {
    const first = await createEvent({
      title: 'வாராந்திர யோகா',
      capacity: 1,
      date: '2026-12-01T07:00',
      endDate: '2026-12-01T08:00',
      timeZone: 'Asia/Kolkata',
    });
    const series = (
      await repeat(first, { frequency: 'weekly', weekdays: ['TU', 'TH'], until: '2026-12-10' })
    ).json();
    expect(series.occurrences).toHaveLength(4);
    expect(series.rrule).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261210T182959Z');
    const register = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/registration/${id}`,
        payload: registrationBody({ firstName: 'இரவிச்சந்திரன்', lastName: 'அஷ்வின்' }),
      });
    expect((await register(series.occurrences[1]._id)).statusCode).toBe(201);
    // The second date is full; the third has its own place.
    expect((await register(series.occurrences[1]._id)).json().status).toBe('waitlisted');
    expect((await register(series.occurrences[2]._id)).json().status).toBe('confirmed');
  });

  it('edits one date alone, or this date and every later one', async () => {
    const first = await nets();
    const { occurrences } = (await repeat(first, { frequency: 'weekly', count: 4 })).json();
    const body = (date: string, endDate: string, title = 'Nets (indoor)') =>
      eventBody({ title, date, endDate, timeZone: 'Europe/London', capacity: 20 });
    const one = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${occurrences[1]._id}`,
      headers: admin,
      payload: body('2026-10-24T19:00', '2026-10-24T21:00', 'Nets, later start'),
    });
    expect(one.statusCode).toBe(200);
    // From the third date on: half an hour earlier, an hour long, indoors.
    const following = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${occurrences[2]._id}?scope=following`,
      headers: admin,
      payload: body('2026-10-31T18:00', '2026-10-31T19:00'),
    });
    expect(following.statusCode).toBe(200);
    const read = async (id: string) => (await ctx.app.inject({ url: `/api/events/${id}` })).json();
    expect(await read(occurrences[0]._id)).toMatchObject({
      title: 'Saturday nets — शनिवार नेट्स',
      date: '2026-10-17T17:30:00.000Z',
    });
    expect(await read(occurrences[1]._id)).toMatchObject({
      title: 'Nets, later start',
      date: '2026-10-24T18:00:00.000Z',
    });
    expect(await read(occurrences[3]._id)).toMatchObject({
      title: 'Nets (indoor)',
      date: '2026-11-07T18:00:00.000Z',
      endDate: '2026-11-07T19:00:00.000Z',
      capacity: 20,
    });
    // A one-off has no "following".
    const lone = await createEvent({});
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${lone}?scope=following`,
      headers: admin,
      payload: eventBody({}),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('cancels one date, telling its registrants, and the calendar file skips it', async () => {
    const first = await createEvent({
      title: 'Monthly meet-up',
      date: '2026-12-12T10:00',
      endDate: '2026-12-12T12:00',
      timeZone: 'America/Toronto',
    });
    const { occurrences } = (
      await repeat(first, { frequency: 'monthly', monthlyBy: 'weekday', count: 3 })
    ).json();
    const email = `meera.${Date.now()}@example.org`;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/registration/${occurrences[1]._id}`,
      payload: registrationBody({ firstName: 'Meera', lastName: "D'Souza-Iyer", email }),
    });
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${occurrences[1]._id}`,
      headers: admin,
      payload: eventBody({
        title: 'Monthly meet-up',
        date: '2027-01-09T10:00',
        endDate: '2027-01-09T12:00',
        timeZone: 'America/Toronto',
        status: 'cancelled',
      }),
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id));
    expect(mails[0]?.subject).toMatch(/cancel/i);
    const ics = (await ctx.app.inject({ url: `/api/events/${occurrences[2]._id}/ics` })).body;
    expect(ics).toContain('RRULE:FREQ=MONTHLY;BYDAY=2SA;COUNT=3');
    expect(ics).toContain('DTSTART;TZID=America/Toronto:20261212T100000');
    expect(ics).toContain('EXDATE;TZID=America/Toronto:20270109T100000');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('creates a repeating event in one call, or makes a one-off repeat on edit; a bad rule stores nothing', async () => {
    const body = eventBody({
      title: 'Sunday shakha — રવિવાર શાખા',
      date: '2027-01-03T08:00',
      endDate: '2027-01-03T09:30',
      timeZone: 'Asia/Singapore',
    });
    const before = (await ctx.app.inject({ url: '/api/events?limit=100&q=shakha' })).json().length;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: { ...body, recurrence: { frequency: 'daily', count: 500 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['recurrence.count']).toMatch(/at most 104/);
    expect((await ctx.app.inject({ url: '/api/events?limit=100&q=shakha' })).json()).toHaveLength(
      before,
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: { ...body, recurrence: { frequency: 'weekly', count: 3 } },
    });
    expect(created.statusCode).toBe(201);
    const series = (
      await ctx.app.inject({ url: `/api/events/${created.json()._id}/series` })
    ).json();
    expect(series.occurrences.map((date: { date: string }) => date.date)).toEqual([
      '2027-01-03T00:00:00.000Z',
      '2027-01-10T00:00:00.000Z',
      '2027-01-17T00:00:00.000Z',
    ]);
    // A one-off made to repeat when it is edited.
    const lone = await createEvent({
      date: '2027-02-06T18:00',
      endDate: '2027-02-06T20:00',
      timeZone: 'Asia/Dubai',
    });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${lone}`,
      headers: admin,
      payload: eventBody({
        date: '2027-02-06T18:00',
        endDate: '2027-02-06T20:00',
        timeZone: 'Asia/Dubai',
        recurrence: { frequency: 'monthly', count: 2 },
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().seriesId).toEqual(expect.any(String));
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${lone}`,
      headers: admin,
      payload: eventBody({ recurrence: { frequency: 'monthly', count: 2 } }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad rules with the field named, and anyone but the event’s managers', async () => {
    const first = await nets();
    const tooMany = await repeat(first, { frequency: 'daily', until: '2027-12-31' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields['recurrence.until']).toMatch(/at most 104/);
    for (const until of ['5000-00-00', '2027-02-30']) {
      const noSuchDay = await repeat(first, { frequency: 'daily', until });
      expect(noSuchDay.statusCode, until).toBe(400);
      expect(noSuchDay.json().fields['recurrence.until']).toBe('Enter a date such as 2027-03-31');
    }
    const noEnd = await repeat(first, { frequency: 'weekly' });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().fields).toHaveProperty(['recurrence.count']);
    expect((await repeat(first, { frequency: 'weekly', count: 2 }, {})).statusCode).toBe(401);
    expect((await repeat(first, { frequency: 'weekly', count: 2 }, member)).statusCode).toBe(403);
    // Nothing was made: the event is still a one-off.
    expect((await ctx.app.inject({ url: `/api/events/${first}/series` })).statusCode).toBe(404);
    expect((await repeat(first, { frequency: 'weekly', count: 2 })).statusCode).toBe(201);
    expect((await repeat(first, { frequency: 'weekly', count: 2 })).statusCode).toBe(409);
  });
});
