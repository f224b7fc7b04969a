import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

describe('tournament API', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let eventId: string;

  const addTeam = (name: string, shortName: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/teams`,
      headers: admin,
      payload: { name, shortName, captain: `${name} Captain`, players: ['One', 'Two'] },
    });

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
    eventId = (await createEvent(ctx.app, admin, { title: 'Cup' }))._id;
    for (const [name, short] of [
      ['Aces', 'ace'],
      ['Bulls', 'BUL'],
      ['Comets', 'COM'],
    ] as const)
      expect((await addTeam(name, short)).statusCode).toBe(201);
  });

  it('tells the managers’ list which events have a tournament (issue 36)', async () => {
    const plain = await createEvent(ctx.app, admin, { title: 'Diwali Mela' });
    const managed = await ctx.app.inject({ url: '/api/events/managed', headers: admin });
    const flags = Object.fromEntries(
      managed
        .json()
        .map((event: { _id: string; hasTournament: boolean }) => [event._id, event.hasTournament]),
    );
    expect(flags[eventId]).toBe(true);
    expect(flags[plain._id]).toBe(false);
  });
  it('keeps short names unique per event and upper-cased', async () => {
    const clash = await addTeam('Another Aces', 'ACE');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.shortName).toBe(
      'Another team in this event already uses that short name.',
    );
    const bad = await addTeam('', 'a');
    expect(bad.json().fields).toMatchObject({
      name: 'Team name is required',
      shortName: 'Short name is 2 to 6 letters or digits',
    });
  });

  it('imports a schedule all or nothing, with row-level messages', async () => {
    const importCsv = (csv: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/matches/import`,
        headers: admin,
        payload: { csv, utcOffsetMinutes: 330 },
      });
    const bad = await importCsv(
      'date,team1,team2,venue\n2031-06-06 10:00,ACE,BUL,Ground\n2031-06-06 14:00,ACE,ZZZ,Ground\n',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      error: 'invalid_rows',
      created: 0,
      errors: [{ row: 3, message: 'Unknown team: ZZZ' }],
    });
    const empty = (await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })).json()
      .matches;
    expect(empty).toHaveLength(0);
    const good = await importCsv(
      'date,team1,team2,venue,stage,overs\n2031-06-06 10:00,ACE,BUL,Ground 1,league,20\n2031-06-06 14:00,BUL,COM,Ground 1,,\n2031-06-07 10:00,COM,ACE,Ground 2,league,20\n',
    );
    expect(good.json()).toMatchObject({ created: 3, message: '3 matches imported.' });
    const { matches } = (await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })).json();
    expect(matches[0]).toMatchObject({
      team1ShortName: 'ACE',
      team2ShortName: 'BUL',
      date: '2031-06-06T04:30:00.000Z',
      status: 'scheduled',
    });
  });

  it('scores matches, writes the result from the totals, and derives the table', async () => {
    const { matches } = (await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })).json<{
      matches: { _id: string; team1ShortName: string }[];
    }>();
    const score = (id: string, payload: Record<string, unknown>, headers = admin) =>
      ctx.app.inject({ method: 'PUT', url: `/api/matches/${id}/score`, headers, payload });
    const first = await score(matches[0]!._id, {
      status: 'completed',
      toss: { winner: 'ACE', decision: 'bat' },
      innings: [
        {
          battingTeam: 'ACE',
          runs: 180,
          wickets: 5,
          overs: '20',
          batting: [
            { player: 'Ravi', runs: 80, balls: 50, fours: 8, sixes: 3, howOut: 'c Das b Khan' },
          ],
          bowling: [{ player: 'Khan', overs: '4', runs: 30, wickets: 2 }],
        },
        { battingTeam: 'BUL', runs: 150, wickets: 10, overs: '18.3' },
      ],
      manOfTheMatch: 'Ravi',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'completed',
      result: 'Aces won by 30 runs',
      winnerShortName: 'ACE',
      toss: { winner: 'ACE', decision: 'bat' },
      scorecard: {
        team1Batting: [{ player: 'Ravi', runs: 80, fours: 8, sixes: 3 }],
        team2Bowling: [{ player: 'Khan', wickets: 2, economy: 7.5, overs: '4.0' }],
        manOfTheMatch: 'Ravi',
      },
    });
    const impossible = await score(matches[1]!._id, {
      status: 'completed',
      innings: [
        { battingTeam: 'BUL', runs: 150, wickets: 11, overs: '21' },
        { battingTeam: 'COM', runs: 100, wickets: 2, overs: '10' },
      ],
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().fields).toMatchObject({
      'innings.0.wickets': 'Wickets is at most 10',
    });
    const live = await score(matches[1]!._id, {
      status: 'live',
      innings: [{ battingTeam: 'BUL', runs: 62, wickets: 2, overs: '7.4' }],
    });
    expect(live.json()).toMatchObject({ status: 'live', result: null });

    const { teams } = (await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })).json();
    expect(teams.map((team: { shortName: string }) => team.shortName)).toEqual([
      'ACE',
      'COM',
      'BUL',
    ]);
    // Bulls bowled out in 18.3 are charged 20 overs: NRR 180/20 - 150/20 = 1.5 for Aces.
    expect(teams[0]).toMatchObject({
      rank: 1,
      points: 2,
      matchesPlayed: 1,
      wins: 1,
      losses: 0,
      netRunRate: 1.5,
    });
    expect(teams[2]).toMatchObject({ points: 0, losses: 1, netRunRate: -1.5 });
  });

  it('lets organisers change what a result is worth, and the table follows', async () => {
    const body = { win: 3, tie: 1, noResult: 1, loss: 0 };
    const url = `/api/events/${eventId}/tournament/points`;
    expect((await ctx.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url, payload: body, headers: member })).statusCode,
    ).toBe(403);
    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...body, win: -1 },
    });
    expect(bad.json().fields.win).toBe('Points for a win cannot be negative');
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: body });
    expect(saved.json().points).toEqual(body);
    const winner = saved.json().teams.find((team: { wins: number }) => team.wins === 1);
    expect(winner.points).toBe(3);
    await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { win: 2, tie: 1, noResult: 1, loss: 0 },
    });
  });

  it('says 404 for unknown matches and teams', async () => {
    expect((await ctx.app.inject({ url: '/api/matches/nope' })).statusCode).toBe(404);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/teams/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { name: 'X', shortName: 'XX' },
    });
    expect(response.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/events/nope/tournament' })).statusCode).toBe(404);
  });
  // Runs after the import above, so the match calls are covered too.
  it('refuses visitors (401) and plain members (403) on every management call', async () => {
    const { matches, teams } = (
      await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })
    ).json<{ matches: { _id: string }[]; teams: { _id: string }[] }>();
    const calls = [
      {
        method: 'POST',
        url: `/api/events/${eventId}/teams`,
        payload: { name: 'X', shortName: 'XX' },
      },
      {
        method: 'PUT',
        url: `/api/teams/${teams[0]!._id}`,
        payload: { name: 'X', shortName: 'XX' },
      },
      { method: 'DELETE', url: `/api/teams/${teams[0]!._id}` },
      {
        method: 'POST',
        url: `/api/events/${eventId}/matches`,
        payload: { team1ShortName: 'ACE', team2ShortName: 'BUL', date: '2031-01-01T10:00:00Z' },
      },
      {
        method: 'POST',
        url: `/api/events/${eventId}/matches/import`,
        payload: { csv: 'date,team1,team2' },
      },
      ...(matches[0]
        ? [
            {
              method: 'PUT',
              url: `/api/matches/${matches[0]._id}/score`,
              payload: { status: 'live', innings: [] },
            },
            { method: 'DELETE', url: `/api/matches/${matches[0]._id}` },
          ]
        : []),
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(
        (await ctx.app.inject({ ...call, headers: member })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(403);
    }
  });

  it('answers HEAD on the live stream with its headers and ends, holding nothing open', async () => {
    const feeds = ctx.app.liveFeeds;
    const before = feeds.viewerCount;
    const head = await ctx.app.inject({ method: 'HEAD', url: `/api/events/${eventId}/live` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/event-stream');
    expect(feeds.viewerCount).toBe(before);
  });

  it('lets go of a live viewer who hangs up', async () => {
    const feeds = ctx.app.liveFeeds;
    const before = feeds.viewerCount;
    const response = await ctx.app.inject({
      url: `/api/events/${eventId}/live`,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(feeds.viewerCount).toBe(before + 1);
    // Gone as soon as the headers arrive: the connection, and so the response, closes.
    response.raw.res.destroy();
    response.stream().destroy();
    await expect.poll(() => feeds.viewerCount).toBe(before);
  });
});
