import { expect } from 'vitest';
import type { App } from '../app';
import type { Database } from '../db/client';
import { makeAdmin, newAccount, signUp } from './accounts';
import { createEvent } from './events';

/**
 * An admin's event with two teams and one match, scored through `writer`: what the live feed's
 * tests watch. `score(runs)` saves the match as live with that many runs in the first innings.
 */
export async function liveMatchFixture(writer: App, db: Database, title: string) {
  const account = await signUp(writer, newAccount({ name: "Shreyas Iyer-O'Brien" }));
  await makeAdmin(db, account.id);
  const event = await createEvent(writer, account.auth, { title });
  const sides = [
    { name: 'राहुल द्रविड़ XI', shortName: 'RDX', players: ['राहुल द्रविड़'] },
    { name: 'જસપ્રીત બુમરાહ XI', shortName: 'JBX', players: ['જસપ્રીત બુમરાહ'] },
  ];
  for (const side of sides) {
    const added = await writer.inject({
      method: 'POST',
      url: `/api/events/${event._id}/teams`,
      headers: account.auth,
      payload: side,
    });
    expect(added.statusCode).toBe(201);
  }
  const created = await writer.inject({
    method: 'POST',
    url: `/api/events/${event._id}/matches`,
    headers: account.auth,
    payload: { team1ShortName: 'RDX', team2ShortName: 'JBX', date: new Date().toISOString() },
  });
  expect(created.statusCode).toBeLessThan(300);
  const matchId = (await writer.inject({ url: `/api/events/${event._id}/tournament` })).json()
    .matches[0]._id as string;

  async function score(runs: number) {
    const saved = await writer.inject({
      method: 'PUT',
      url: `/api/matches/${matchId}/score`,
      headers: account.auth,
      payload: {
        status: 'live',
        innings: [{ battingTeam: 'RDX', runs, wickets: 0, overs: '1.2' }],
      },
    });
    expect(saved.statusCode).toBe(200);
  }
  return { eventId: event._id, matchId, score };
}

/** The runs of the first innings of the first live match in a message's data. */
export function runsIn(data: string | undefined): number | undefined {
  const state = JSON.parse(data ?? '{}') as { matches?: { innings: { runs: number }[] }[] };
  return state.matches?.[0]?.innings[0]?.runs;
}
