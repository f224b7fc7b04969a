import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { channelWith, createEvent, eventBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

describe('events API', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let memberId: string;

  beforeAll(async () => {
    const adminAccount = await signUp(ctx.app);
    await makeAdmin(ctx.db, adminAccount.id);
    admin = adminAccount.auth;
    const memberAccount = await signUp(ctx.app);
    member = memberAccount.auth;
    memberId = memberAccount.id;
  });

  it('refuses visitors (401) and plain members (403) on every management call', async () => {
    const event = await createEvent(ctx.app, admin);
    const calls = [
      { method: 'POST', url: '/api/events', payload: eventBody() },
      { method: 'PUT', url: `/api/events/${event._id}`, payload: eventBody() },
      { method: 'DELETE', url: `/api/events/${event._id}` },
      { method: 'GET', url: `/api/events/${event._id}/registrations` },
      { method: 'GET', url: `/api/events/${event._id}/registrations.csv` },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const asMember = await ctx.app.inject({ ...call, headers: member });
      expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const managed = await ctx.app.inject({ url: '/api/events/managed', headers: member });
    expect(managed.json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/events/${event._id}` })).statusCode).toBe(200);
  });

  it('creates an event as the spec names it and reads it back', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody({
        title: 'Cricket Cup',
        tags: ['cricket', 'cricket', 'family'],
        capacity: 50,
        latitude: 18.52,
        longitude: 73.85,
        imageUrl: '/images/events/cricket-1.svg',
        images: ['https://example.org/a.jpg'],
        sponsors: [{ name: 'Acme', website: 'acme.example', person: 'R. Shah' }],
        organisers: [{ name: 'Meera', batch: '2004' }],
      }),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      message: 'Event created successfully!',
      title: 'Cricket Cup',
      name: 'Cricket Cup',
      location: 'Town Hall',
      tags: ['cricket', 'family'],
      capacity: 50,
      seatsTaken: 0,
      registrationOpen: true,
      status: 'published',
      sponsors: [
        { name: 'Acme', website: 'https://acme.example', person: 'R. Shah', logoUrl: null },
      ],
      organisers: [{ name: 'Meera', batch: '2004', imageUrl: null }],
      canManage: true,
    });
    expect(created._id).toBe(created.id);
    const visitorView = await ctx.app.inject({ url: `/api/events/${created._id}` });
    expect(visitorView.json()).toMatchObject({ title: 'Cricket Cup', canManage: false });
  });

  it('answers bad input with the form texts and a 400, and stores nothing', async () => {
    const before = (await ctx.app.inject({ url: '/api/events/managed', headers: admin })).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: { title: ' ', description: '', date: 'next tuesday', location: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      title: 'Title is required',
      description: 'Description is required',
      date: 'Enter a valid date and time',
      location: 'Location is required',
    });
    const backwards = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody({ endDate: '2020-01-01T00:00:00Z', imageUrl: 'javascript:alert(1)' }),
    });
    expect(backwards.json().fields).toMatchObject({
      endDate: 'The end must be after the start',
      imageUrl: 'Enter a web address starting with http:// or https://',
    });
    // Dates PostgreSQL or JavaScript cannot hold (year 0; an end past 9999) are the form's rule.
    for (const date of ['0000-06-01T10:00:00Z', '9999-12-31T23:00:00Z']) {
      const outOfRange = await ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: admin,
        payload: eventBody({ date, endDate: '' }),
      });
      expect(outOfRange.statusCode, date).toBe(400);
      expect(outOfRange.json().fields, date).toEqual({
        date: 'Enter a date between the years 1000 and 8999',
      });
    }
    const yearZero = await ctx.app.inject({ url: '/api/events?from=0000-01-01' });
    expect(yearZero.statusCode).toBe(400);
    const after = (await ctx.app.inject({ url: '/api/events/managed', headers: admin })).json();
    expect(after).toHaveLength(before.length);
  });

  it('updates and deletes, and says 404 for what is not there', async () => {
    const event = await createEvent(ctx.app, admin);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/registration/${event._id}`,
      payload: {
        title: 'Mr.',
        firstName: 'Told',
        lastName: 'Early',
        email: 'told.early@example.org',
        phone: '9876543210',
      },
    });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: admin,
      payload: eventBody({ title: 'Renamed', status: 'cancelled' }),
    });
    expect(updated.json()).toMatchObject({
      title: 'Renamed',
      status: 'cancelled',
      registrationOpen: false,
      message: 'Event updated successfully!',
    });
    const outbox = (
      await ctx.app.inject({ url: '/api/admin/outbox?limit=5', headers: admin })
    ).json();
    expect(outbox.items).toContainEqual(
      expect.objectContaining({ to: 'told.early@example.org', subject: 'Cancelled: Renamed' }),
    );
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${event._id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    for (const id of [event._id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await ctx.app.inject({ url: `/api/events/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Event not found.');
    }
  });

  it('never shows a draft to visitors or members, only to its managers', async () => {
    const draft = await createEvent(ctx.app, admin, { status: 'draft', title: 'Secret plan' });
    const titles = async (headers: Auth = {}) =>
      (await ctx.app.inject({ url: '/api/events', headers }))
        .json<{ title: string }[]>()
        .map((event) => event.title);
    expect(await titles()).not.toContain('Secret plan');
    expect(await titles(member)).not.toContain('Secret plan');
    expect(await titles(admin)).toContain('Secret plan');
    expect((await ctx.app.inject({ url: `/api/events/${draft._id}` })).statusCode).toBe(404);
    const asMember = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${draft._id}`,
      headers: member,
      payload: eventBody(),
    });
    expect(asMember.statusCode).toBe(404);
  });

  it('lets a channel admin manage their channel’s events and nothing else', async () => {
    const owner = await signUp(ctx.app);
    const ownChannel = await channelWith(ctx.db, owner.id, 'admin');
    const otherChannel = await channelWith(ctx.db, memberId, 'owner');
    const plainInChannel = await signUp(ctx.app);
    await channelWith(ctx.db, plainInChannel.id, 'member');

    const noChannel = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.auth,
      payload: eventBody(),
    });
    expect(noChannel.statusCode).toBe(403);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.auth,
      payload: eventBody({ channelId: otherChannel }),
    });
    expect(elsewhere.statusCode).toBe(403);

    const own = await createEvent(ctx.app, owner.auth, { channelId: ownChannel });
    expect(own).toMatchObject({ channelId: ownChannel, canManage: true });
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${own._id}`,
      headers: owner.auth,
      payload: eventBody({ channelId: ownChannel, title: 'Ours' }),
    });
    expect(edit.statusCode).toBe(200);
    const moveAway = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${own._id}`,
      headers: owner.auth,
      payload: eventBody({ channelId: otherChannel }),
    });
    expect(moveAway.statusCode).toBe(403);
    const managed = await ctx.app.inject({ url: '/api/events/managed', headers: owner.auth });
    expect(managed.json().map((event: { _id: string }) => event._id)).toEqual([own._id]);
    const channels = await ctx.app.inject({ url: '/api/channels/managed', headers: owner.auth });
    expect(channels.json()).toEqual([{ _id: ownChannel, name: expect.any(String) }]);
    const adminEvent = await createEvent(ctx.app, admin);
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${adminEvent._id}`,
      headers: owner.auth,
    });
    expect(notTheirs.statusCode).toBe(403);
    // An event in no channel is one they cannot manage (false, never SQL's unknown).
    for (const url of [
      `/api/events/${adminEvent._id}`,
      `/api/events/${adminEvent._id}/tournament`,
    ]) {
      const read = await ctx.app.inject({ url, headers: owner.auth });
      expect(read.statusCode, url).toBe(200);
      expect(read.json().canManage, url).toBe(false);
    }
    const list = await ctx.app.inject({ url: '/api/events', headers: owner.auth });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((event: { _id: string }) => event._id === adminEvent._id);
    expect(listed.canManage).toBe(false);
  });

  it('pages through a date range with a cursor and keeps upcoming to events not yet over', async () => {
    const base = Date.UTC(2031, 0, 1);
    const day = 86_400_000;
    for (let index = 0; index < 5; index += 1)
      await createEvent(ctx.app, admin, {
        title: `Range ${index}`,
        date: new Date(base + index * day).toISOString(),
        endDate: new Date(base + index * day + 3600_000).toISOString(),
      });
    const from = new Date(base).toISOString();
    const to = new Date(base + 4 * day).toISOString();
    const first = await ctx.app.inject({ url: `/api/events?from=${from}&to=${to}&limit=3` });
    expect(first.json().map((event: { title: string }) => event.title)).toEqual([
      'Range 0',
      'Range 1',
      'Range 2',
    ]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await ctx.app.inject({
      url: `/api/events?from=${from}&to=${to}&limit=3&cursor=${String(cursor)}`,
    });
    expect(second.json().map((event: { title: string }) => event.title)).toEqual(['Range 3']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect((await ctx.app.inject({ url: '/api/events?limit=101' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/events?cursor=bogus' })).statusCode).toBe(400);

    await createEvent(ctx.app, admin, { title: 'Long gone' }, -500);
    const upcoming = await ctx.app.inject({ url: '/api/events/upcoming?limit=3' });
    const list = upcoming.json<{ title: string; endDate: string }[]>();
    expect(list.length).toBeLessThanOrEqual(3);
    expect(list.map((event) => event.title)).not.toContain('Long gone');
    for (const event of list) expect(Date.parse(event.endDate)).toBeGreaterThan(Date.now());
  });

  it('exports events as valid iCalendar, one event and the whole feed', async () => {
    const event = await createEvent(ctx.app, admin, {
      title: 'Diwali, Dinner; and Dance — a very long title that needs folding across lines',
      description: 'Line one\nLine two, with commas; and semicolons',
      latitude: 12.97,
      longitude: 77.59,
      date: '2031-03-01T10:30:00.000Z',
      endDate: '2031-03-01T13:00:00.000Z',
    });
    const single = await ctx.app.inject({ url: `/api/events/${event._id}/ics` });
    expect(single.statusCode).toBe(200);
    expect(single.headers['content-type']).toContain('text/calendar');
    for (const line of single.body.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = new ICAL.Component(ICAL.parse(single.body));
    const vevent = new ICAL.Event(parsed.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).toBe(
      'Diwali, Dinner; and Dance — a very long title that needs folding across lines',
    );
    expect(vevent.description).toContain('Line one\nLine two, with commas; and semicolons');
    const saved = (await ctx.app.inject({ url: `/api/events/${event._id}` })).json();
    expect(vevent.startDate.toJSDate().toISOString()).toBe(saved.date);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(saved.endDate);
    expect(vevent.uid).toBe(`${event._id}@portal.test`);

    const feed = await ctx.app.inject({ url: '/api/events.ics' });
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const uids = calendar.getAllSubcomponents('vevent').map((sub) => new ICAL.Event(sub).uid);
    expect(uids).toContain(`${event._id}@portal.test`);
    const draft = await createEvent(ctx.app, admin, { status: 'draft' });
    const again = await ctx.app.inject({ url: '/api/events.ics' });
    expect(again.body).not.toContain(draft._id);
  });
});
