import type { BallInput } from '@portal/contract';
import { ball, numbered } from '@portal/contract/cricket/test-balls';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';

type Auth = Record<string, string>;
const rhinos = ['राहुल शर्मा', 'Ira Sen', 'Om Das'];
const stars = ['જયેશ પટેલ', 'Zoë Ó Briain', 'محمد'];

/**
 * Issue 41: a tie scored ball by ball is played off in super overs, whether the scorer said so
 * with the line-ups or only once the match ended level; the card shows them and the table
 * counts the win (not the super over's runs).
 */
describe('super overs scored ball by ball', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let eventId: string;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Auth, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
    eventId = (await createEvent(ctx.app, admin, { title: 'Saurashtra Super Over Cup' }))._id;
    for (const [name, shortName, players] of [
      ['Rajkot Rhinos', 'RR', rhinos],
      ['Surat Stars', 'SS', stars],
    ] as const)
      expect(
        (await call('POST', `/api/events/${eventId}/teams`, admin, { name, shortName, players }))
          .statusCode,
      ).toBe(201);
  });

  /** A one-over match, its line-ups named, and both innings level at 6. */
  async function tiedMatch(date: string) {
    const added = await call('POST', `/api/events/${eventId}/matches`, admin, {
      team1ShortName: 'RR',
      team2ShortName: 'SS',
      date,
      overs: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { matches } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    const id = matches.find(
      (match: { date: string }) => Date.parse(match.date) === Date.parse(date),
    ).id as string;
    const lineups = { team1: rhinos, team2: stars };
    expect((await call('PUT', `/api/matches/${id}/lineups`, admin, lineups)).statusCode).toBe(200);
    const level = [
      ...numbered([2, 2, 2, 0, 0, 0].map((runs) => ball(rhinos[0]!, rhinos[1]!, stars[2]!, runs))),
      ...numbered(
        [2, 2, 2, 0, 0, 0].map((runs) => ball(stars[0]!, stars[1]!, rhinos[2]!, runs)),
        2,
        7,
      ),
    ];
    for (const entry of level)
      expect((await call('POST', `/api/matches/${id}/balls`, admin, entry)).statusCode).toBe(201);
    return { id, lineups };
  }

  const superOvers = (): BallInput[] => [
    // The side that batted second bats first: Surat 4; Rajkot need 5 and hit a six.
    ...numbered(
      [4, 0, 0, 0, 0, 0].map((runs) => ball(stars[1]!, stars[0]!, rhinos[1]!, runs)),
      3,
      13,
    ),
    ...numbered([ball(rhinos[2]!, rhinos[0]!, stars[1]!, 6)], 4, 19),
  ];

  it('plays off a tie once it has ended level, and the table counts the win', async () => {
    const { id, lineups } = await tiedMatch('2031-02-01T10:00:00Z');
    expect((await call('GET', `/api/matches/${id}`)).json()).toMatchObject({
      status: 'completed',
      result: 'Match tied',
    });
    // Only the match's managers and scorers, and nothing but super overs.
    const playOff = { ...lineups, format: { superOvers: true } };
    expect((await call('PUT', `/api/matches/${id}/lineups`, member, playOff)).statusCode).toBe(403);
    const other = { ...lineups, format: { superOvers: true, freeHits: false } };
    expect((await call('PUT', `/api/matches/${id}/lineups`, admin, other)).statusCode).toBe(409);
    const turnedOn = await call('PUT', `/api/matches/${id}/lineups`, admin, playOff);
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(turnedOn.json()).toMatchObject({ status: 'live', format: { superOvers: true } });
    for (const entry of superOvers())
      expect((await call('POST', `/api/matches/${id}/balls`, admin, entry)).statusCode).toBe(201);
    const played = (await call('GET', `/api/matches/${id}`)).json();
    expect(played).toMatchObject({
      status: 'completed',
      winnerShortName: 'RR',
      result: 'Match tied (Rajkot Rhinos won the super over)',
    });
    expect(
      played.innings.map((card: { runs: number; superOver: boolean }) => [
        card.runs,
        card.superOver,
      ]),
    ).toEqual([
      [6, false],
      [6, false],
      [4, true],
      [6, true],
    ]);
    const { teams } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    expect(teams[0]).toMatchObject({ shortName: 'RR', wins: 1, points: 2, netRunRate: 0 });
    expect(teams[1]).toMatchObject({ shortName: 'SS', losses: 1, points: 0, netRunRate: 0 });
  });

  it('keeps a result that is not a tie: no super over after a win', async () => {
    const added = await call('POST', `/api/events/${eventId}/matches`, admin, {
      team1ShortName: 'SS',
      team2ShortName: 'RR',
      date: '2031-02-02T10:00:00Z',
      overs: 1,
    });
    expect(added.statusCode).toBe(201);
    const { matches } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    const id = matches.find((match: { date: string }) => match.date === '2031-02-02T10:00:00.000Z')
      ?.id as string;
    expect(id).toBeDefined();
    const lineups = { team1: stars, team2: rhinos };
    expect((await call('PUT', `/api/matches/${id}/lineups`, admin, lineups)).statusCode).toBe(200);
    const innings = numbered(
      [6, 0, 0, 0, 0, 0].map((runs) => ball(stars[0]!, stars[1]!, rhinos[2]!, runs)),
    );
    for (const entry of innings)
      expect((await call('POST', `/api/matches/${id}/balls`, admin, entry)).statusCode).toBe(201);
    const turnedOn = await call('PUT', `/api/matches/${id}/lineups`, admin, {
      ...lineups,
      format: { superOvers: true },
    });
    expect(turnedOn.statusCode).toBe(409);
  });
});
