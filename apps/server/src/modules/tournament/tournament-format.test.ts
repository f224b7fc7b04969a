import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent } from '../../test/events';
import { useTestApp } from '../../test/test-app';

type Auth = Record<string, string>;

const gully = { overs: 8, ballsPerOver: 6, playersPerSide: 7, oversPerBowler: 2, freeHits: false };

describe('PUT /api/events/{id}/tournament/format', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let eventId: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Auth, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const setFormat = (payload: object, headers: Auth = admin) =>
    call('PUT', `/api/events/${eventId}/tournament/format`, headers, payload);
  const matches = async () =>
    (await call('GET', `/api/events/${eventId}/tournament`)).json().matches;
  let day = 10;
  /** One a day, so the tournament lists them in the order they were added. */
  const addMatch = (overs?: number) =>
    call('POST', `/api/events/${eventId}/matches`, admin, {
      team1ShortName: 'SUR',
      team2ShortName: 'VAD',
      date: `2031-01-${day++}T10:00:00Z`,
      ...(overs ? { overs } : {}),
    });

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
    eventId = (await createEvent(ctx.app, admin, { title: 'Tennis-ball league' }))._id;
    for (const [name, shortName, players] of [
      ['Surat Strikers', 'SUR', ['જસપ્રીત બુમરાહ', "Shreyas Iyer-O'Brien", 'Ravi']],
      ['Vadodara Vipers', 'VAD', ['राहुल द्रविड़', 'இரவிச்சந்திரன் அஷ்வின்', 'Kiran']],
    ] as const)
      await call('POST', `/api/events/${eventId}/teams`, admin, { name, shortName, players });
  });

  it('keeps the old behaviour until a format is set: 20 overs, the T20 laws', async () => {
    expect((await call('GET', `/api/events/${eventId}/tournament`)).json().format).toBeNull();
    expect((await addMatch()).statusCode).toBe(201);
    expect((await matches())[0]).toMatchObject({
      overs: 20,
      format: { oversPerInnings: 20, ballsPerOver: 6, playersPerSide: 11, oversPerBowler: 4 },
    });
  });

  it('gives new matches the tournament format; a fixture’s own overs still win', async () => {
    const saved = await setFormat(gully);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().format).toEqual(gully);
    await addMatch();
    await addMatch(5);
    const [old, taking, ownOvers] = await matches();
    expect(old.format).toMatchObject({ oversPerInnings: 20, playersPerSide: 11, freeHits: true });
    expect(taking).toMatchObject({ overs: 8 });
    expect(taking.format).toEqual({ oversPerInnings: 8, ...gully, overs: undefined });
    expect(ownOvers.format).toMatchObject({
      oversPerInnings: 5,
      playersPerSide: 7,
      freeHits: false,
    });
  });

  it('line-ups of a match without its own format take the tournament’s; the match’s own override', async () => {
    const [old, taking] = await matches();
    const lineups = { team1: ['જસપ્રીત બુમરાહ', 'Ravi'], team2: ['राहुल द्रविड़', 'Kiran'] };
    const first = await call('PUT', `/api/matches/${old.id}/lineups`, admin, lineups);
    expect(first.statusCode).toBe(200);
    expect(first.json().format).toMatchObject({
      oversPerInnings: 20,
      playersPerSide: 7,
      oversPerBowler: 2,
    });
    const own = await call('PUT', `/api/matches/${taking.id}/lineups`, admin, {
      ...lineups,
      format: { freeHits: true, playersPerSide: 2 },
    });
    expect(own.json().format).toEqual({
      oversPerInnings: 8,
      ballsPerOver: 6,
      playersPerSide: 2,
      oversPerBowler: 2,
      freeHits: true,
    });
  });

  it('refuses a bad format naming the field, and anyone but a manager', async () => {
    const bad = await setFormat({ ...gully, ballsPerOver: 3 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['ballsPerOver']);
    expect((await setFormat({ playersPerSide: 12 })).json().fields).toHaveProperty(
      'playersPerSide',
    );
    expect((await setFormat(gully, {})).statusCode).toBe(401);
    expect((await setFormat(gully, member)).statusCode).toBe(403);
    expect((await call('GET', `/api/events/${eventId}/tournament`)).json().format).toEqual(gully);
  });
});
