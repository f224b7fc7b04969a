import { eventMessages } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreProcessZoneAfterEach } from '../../test/process-zone';
import { makeAdmin, signUp } from '../../test/accounts';
import { eventBody } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

// Issue 19: events in their own time zone. 2031's clock changes: London 30 March (01:00 → 02:00
// GMT→BST) and 26 October (02:00 BST → 01:00 GMT); Toronto 9 March (02:00 → 03:00 EST→EDT).
describe('events in their own time zone', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
  });

  restoreProcessZoneAfterEach();

  const create = (overrides: Parameters<typeof eventBody>[0]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: admin,
      payload: eventBody(overrides),
    });
  const update = (id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/events/${id}`, headers: admin, payload });
  const read = async (id: string) => (await ctx.app.inject({ url: `/api/events/${id}` })).json();
  const saveSiteZone = async (timeZone: string | null, headers: Auth = admin) => {
    // The settings form sends them all; the rest as they are.
    const current = await ctx.app.inject({ url: '/api/admin/site-settings', headers: admin });
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers,
      payload: { ...current.json().settings, timeZone },
    });
  };

  it('reads wall-clock times in the zone the body names, whatever the server process’s zone', async () => {
    // The far side of the date line from London: a server that used its own zone would be a day out.
    process.env.TZ = 'Pacific/Kiritimati';
    const response = await create({
      title: 'Alumni Meet London',
      date: '2031-04-05T10:00',
      endDate: '2031-04-05T13:30',
      timeZone: 'Europe/London',
      online: false,
    });
    expect(response.statusCode).toBe(201);
    // After the clocks went forward: 10:00 BST is 09:00 UTC.
    expect(response.json()).toMatchObject({
      date: '2031-04-05T09:00:00.000Z',
      endDate: '2031-04-05T12:30:00.000Z',
      timeZone: 'Europe/London',
      online: false,
    });
    const listed = await ctx.app.inject({ url: '/api/events?from=2031-04-01&to=2031-04-30' });
    expect(listed.json()).toEqual([
      expect.objectContaining({ title: 'Alumni Meet London', timeZone: 'Europe/London' }),
    ]);
    // Calendars get the venue's wall clock and the zone's definition, one file and the feed.
    for (const url of [`/api/events/${response.json().id}/ics`, '/api/events.ics']) {
      const calendar = (await ctx.app.inject({ url })).body;
      expect(calendar, url).toContain('DTSTART;TZID=Europe/London:20310405T100000\r\n');
      expect(calendar, url).toContain('DTEND;TZID=Europe/London:20310405T133000\r\n');
      expect(calendar, url).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n/);
    }
  });

  it('takes an instant as it is, and a wall-clock time with no zone in the site’s zone', async () => {
    const instant = await create({ date: '2031-06-07T04:00:00Z', endDate: null, online: true });
    expect(instant.json()).toMatchObject({
      date: '2031-06-07T04:00:00.000Z',
      endDate: '2031-06-07T06:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      online: true,
    });
    const wallClock = await create({ date: '2031-06-07T09:30', endDate: '2031-06-07T12:00' });
    expect(wallClock.json()).toMatchObject({
      date: '2031-06-07T04:00:00.000Z',
      endDate: '2031-06-07T06:30:00.000Z',
      timeZone: 'Asia/Kolkata',
      online: false,
    });
  });

  it('keeps a zone by its current name: a browser’s Asia/Calcutta is Asia/Kolkata (issue 36)', async () => {
    for (const [sent, kept] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
      ['Europe/London', 'Europe/London'],
    ]) {
      const response = await create({ date: '2031-06-07T09:30', endDate: null, timeZone: sent });
      expect(response.statusCode, response.body).toBe(201);
      expect((await read(response.json()._id)).timeZone).toBe(kept);
    }
    expect((await saveSiteZone('Asia/Calcutta')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/site' })).json().timeZone).toBe('Asia/Kolkata');
    expect((await saveSiteZone(null)).statusCode).toBe(200);
  });

  it('refuses an unknown zone, naming timeZone', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'IST', 'Europe/Lodnon']) {
      const response = await create({ date: '2031-06-07T09:30', timeZone });
      expect(response.statusCode, timeZone).toBe(400);
      expect(response.json().fields).toEqual({ timeZone: eventMessages.timeZoneInvalid });
    }
  });

  it('refuses a time the clocks skip, naming the field, with or without the zone in the body', async () => {
    const london = await create({ date: '2031-03-30T01:30', timeZone: 'Europe/London' });
    expect(london.statusCode).toBe(400);
    expect(london.json().fields).toEqual({ date: eventMessages.timeSkipped });
    const toronto = await create({
      date: '2031-03-09T01:00',
      endDate: '2031-03-09T02:15',
      timeZone: 'America/Toronto',
    });
    expect(toronto.statusCode).toBe(400);
    expect(toronto.json().fields).toEqual({ endDate: eventMessages.timeSkipped });

    // No zone in the body: the server checks against the event's stored zone.
    const event = (
      await create({ date: '2031-03-08T18:00', endDate: null, timeZone: 'America/Toronto' })
    ).json();
    const skipped = await update(event.id, eventBody({ date: '2031-03-09T02:30', endDate: null }));
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toMatchObject({
      error: 'validation',
      message: eventMessages.timeSkipped,
      fields: { date: eventMessages.timeSkipped },
    });
    expect((await read(event.id)).date).toBe('2031-03-08T23:00:00.000Z');
  });

  it('takes the first occurrence of a time the clocks repeat', async () => {
    const response = await create({
      date: '2031-10-26T01:30',
      endDate: '2031-10-26T03:00',
      timeZone: 'Europe/London',
    });
    expect(response.statusCode).toBe(201);
    // 01:30 BST (00:30 UTC), not 01:30 GMT an hour later; 03:00 is GMT by then.
    expect(response.json()).toMatchObject({
      date: '2031-10-26T00:30:00.000Z',
      endDate: '2031-10-26T03:00:00.000Z',
    });
  });

  it('checks the end against the start once both are instants', async () => {
    const response = await create({ date: '2031-06-07T10:00', endDate: '2031-06-07T04:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ endDate: eventMessages.endBeforeStart });
  });

  it('never shifts an event’s times on an edit that leaves them alone', async () => {
    const created = (
      await create({
        title: 'Diwali Gathering',
        date: '2031-11-01T18:00',
        endDate: '2031-11-01T22:00',
        timeZone: 'America/Toronto',
        online: true,
      })
    ).json();
    expect(created).toMatchObject({ date: '2031-11-01T22:00:00.000Z', online: true });
    const before = { date: created.date, endDate: created.endDate };

    // A client that sends back the instants it read, with no zone and no online flag.
    process.env.TZ = 'Asia/Tokyo';
    const asRead = await update(created.id, eventBody({ title: 'Diwali Mela', ...before }));
    expect(asRead.statusCode).toBe(200);
    expect(asRead.json()).toMatchObject({
      title: 'Diwali Mela',
      ...before,
      timeZone: 'America/Toronto',
      online: true,
    });

    // The portal's form: the wall-clock times in the event's zone, zone named.
    const asForm = await update(
      created.id,
      eventBody({
        date: '2031-11-01T18:00',
        endDate: '2031-11-01T22:00',
        timeZone: 'America/Toronto',
        online: false,
      }),
    );
    expect(asForm.json()).toMatchObject({ ...before, online: false });
    expect(await read(created.id)).toMatchObject({ ...before, timeZone: 'America/Toronto' });
  });

  it('reads wall-clock match times in their event’s zone and names it on every match read', async () => {
    const event = (
      await create({
        date: '2031-07-01T09:00',
        endDate: '2031-07-03T20:00',
        timeZone: 'America/Toronto',
      })
    ).json();
    for (const [name, shortName] of [
      ['Maple Strikers', 'MPL'],
      ['Lakeshore XI', 'LKS'],
    ])
      await ctx.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/teams`,
        headers: admin,
        payload: { name, shortName },
      });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/matches`,
      headers: admin,
      payload: { team1ShortName: 'MPL', team2ShortName: 'LKS', date: '2031-07-02T18:00' },
    });
    expect(added.statusCode).toBe(201);
    const tournament = (await ctx.app.inject({ url: `/api/events/${event.id}/tournament` })).json();
    const [match] = tournament.matches;
    expect(match).toMatchObject({ date: '2031-07-02T22:00:00.000Z', timeZone: 'America/Toronto' });
    expect((await read(event.id)).matches[0].timeZone).toBe('America/Toronto');

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}`,
      headers: admin,
      payload: { team1ShortName: 'MPL', team2ShortName: 'LKS', date: '2031-07-03T10:30' },
    });
    expect(edited.statusCode).toBe(200);
    const single = (await ctx.app.inject({ url: `/api/matches/${match.id}` })).json();
    expect(single).toMatchObject({ date: '2031-07-03T14:30:00.000Z', timeZone: 'America/Toronto' });

    const skipped = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matches/${match.id}`,
      headers: admin,
      payload: { team1ShortName: 'MPL', team2ShortName: 'LKS', date: '2032-03-14T02:30' },
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().fields).toEqual({ date: eventMessages.timeSkipped });
  });

  it('lets only a site admin set the site’s zone, which new events take and old ones keep', async () => {
    const before = (await create({ date: '2031-08-15T10:00', endDate: null })).json();
    expect(before).toMatchObject({ date: '2031-08-15T04:30:00.000Z', timeZone: 'Asia/Kolkata' });

    expect((await saveSiteZone('Europe/London', {})).statusCode).toBe(401);
    expect((await saveSiteZone('Europe/London', member)).statusCode).toBe(403);
    const refused = await saveSiteZone('Atlantis/Capital');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ timeZone: eventMessages.timeZoneInvalid });
    const saved = await saveSiteZone('Europe/London');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      settings: { timeZone: 'Europe/London' },
      effective: { timeZone: 'Europe/London' },
    });
    expect((await ctx.app.inject({ url: '/api/site' })).json().timeZone).toBe('Europe/London');

    const after = (await create({ date: '2031-08-15T10:00', endDate: null })).json();
    expect(after).toMatchObject({ date: '2031-08-15T09:00:00.000Z', timeZone: 'Europe/London' });
    expect(await read(before.id)).toMatchObject({
      date: '2031-08-15T04:30:00.000Z',
      timeZone: 'Asia/Kolkata',
    });

    const reset = await saveSiteZone(null);
    expect(reset.json()).toMatchObject({
      settings: { timeZone: null },
      effective: { timeZone: 'Asia/Kolkata' },
    });
    expect(await read(after.id)).toMatchObject({ timeZone: 'Europe/London' });
  });
});

describe('the OpenAPI document', () => {
  const ctx = useTestApp();

  it('shows the event’s zone and online flag, and the site’s zone', async () => {
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const body = (path: string, method: string, status: string) =>
      document.paths[path][method].responses[status].content['application/json'].schema;
    expect(body('/api/events/{id}', 'get', '200').properties).toMatchObject({
      timeZone: { type: 'string' },
      online: { type: 'boolean' },
    });
    expect(body('/api/events/{id}', 'get', '200').required).toEqual(
      expect.arrayContaining(['timeZone', 'online']),
    );
    const input = document.paths['/api/events'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(input.properties)).toEqual(
      expect.arrayContaining(['date', 'endDate', 'timeZone', 'online']),
    );
    expect(body('/api/site', 'get', '200').properties.timeZone).toMatchObject({ type: 'string' });
  });
});
