import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, createEvent, randomLetters } from './events';

// A match scored ball by ball through the API, as a scorer's phone would: each ball follows the
// server's `next` (who is on strike, who bowls), so the laws engine accepts every one.

const firstNames = [
  'राहुल द्रविड़',
  'જસપ્રીત બુમરાહ',
  'இரவிச்சந்திரன் அஷ்வின்',
  "Shreyas Iyer-O'Brien",
  'Ishan Kishan',
  'सूर्यकुमार यादव',
  'હાર્દિક પંડ્યા',
  'Rinku Singh',
  'Axar Patel',
  'Kuldeep Yadav',
  'Mohammed Siraj',
];

export interface ScoredMatch {
  eventId: string;
  matchId: string;
  team1: { name: string; shortName: string };
  team2: { name: string; shortName: string };
}

interface Next {
  innings: number;
  striker: string | null;
  nonStriker: string | null;
  bowler: string | null;
  lastOverBowler: string | null;
  matchOver: boolean;
  seq: number;
}

/** The same match every run: a small linear congruential generator, seeded. */
function outcomes(seed: number) {
  let state = seed;
  const pick = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return () => {
    const roll = pick();
    if (roll < 0.05) return { runs: 0, wicket: true };
    if (roll < 0.09) return { runs: 0, extra: { type: 'wide', runs: 0 } };
    if (roll < 0.11) return { runs: 1, extra: { type: 'noball', runs: 0 } };
    if (roll < 0.13) return { runs: 1, extra: { type: 'legbye', runs: 0 } };
    if (roll < 0.35) return { runs: 0 };
    if (roll < 0.65) return { runs: 1 };
    if (roll < 0.77) return { runs: 2 };
    if (roll < 0.9) return { runs: 4 };
    if (roll < 0.95) return { runs: 6 };
    return { runs: 3 };
  };
}

/**
 * An event with two teams of eleven and one match of `overs` overs, scored to the end, or only
 * `stopAfter` balls of it (a live match). The caller deletes the event.
 */
export async function scoreMatch(
  request: APIRequestContext,
  token: string,
  { overs = 5, stopAfter, seed = 7 }: { overs?: number; stopAfter?: number; seed?: number } = {},
): Promise<ScoredMatch> {
  const event = await createEvent(request, token, `E2E balls ${randomLetters(8)}`);
  const suffix = randomLetters(3).toUpperCase();
  const team1 = { name: `Mumbai Mariners ${suffix}`, shortName: `MM${suffix}` };
  const team2 = { name: `Chennai Chargers ${suffix}`, shortName: `CC${suffix}` };
  const players = (team: { shortName: string }, index: number) =>
    firstNames.map((name, at) => (at % 2 === index ? name : `${name} ${team.shortName}`));
  const squads = [players(team1, 0), players(team2, 1)] as const;
  for (const [index, team] of [team1, team2].entries()) {
    const response = await request.post(`/api/events/${event._id}/teams`, {
      headers: bearer(token),
      data: { ...team, players: squads[index] },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const created = await request.post(`/api/events/${event._id}/matches`, {
    headers: bearer(token),
    data: {
      team1ShortName: team1.shortName,
      team2ShortName: team2.shortName,
      date: new Date(Date.now() - 3_600_000).toISOString(),
      venue: 'Wankhede Nets',
      overs,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The answer is a message: the match is read back from the tournament.
  const tournament = await request.get(`/api/events/${event._id}/tournament`, {
    headers: bearer(token),
  });
  const matchId = ((await tournament.json()) as { matches: { id: string }[] }).matches[0]!.id;
  const lineups = await request.put(`/api/matches/${matchId}/lineups`, {
    headers: bearer(token),
    data: { team1: squads[0], team2: squads[1], format: { oversPerBowler: 2 } },
  });
  expect(lineups.status(), await lineups.text()).toBe(200);

  const next_ = outcomes(seed);
  let next: Next = {
    innings: 1,
    striker: squads[0][0]!,
    nonStriker: squads[0][1]!,
    bowler: null,
    lastOverBowler: null,
    matchOver: false,
    seq: 1,
  };
  const batted = new Set<string>([squads[0][0]!, squads[0][1]!]);
  const overs_ = new Map<string, number>();
  let inningsSeen = 1;
  while (!next.matchOver && (stopAfter === undefined || next.seq <= stopAfter)) {
    const batting = squads[next.innings - 1]!;
    const bowling = squads[2 - next.innings]!;
    if (next.innings !== inningsSeen) {
      inningsSeen = next.innings;
      batted.clear();
      overs_.clear();
    }
    const newBatter = () => batting.find((name) => !batted.has(name))!;
    const striker = next.striker ?? newBatter();
    batted.add(striker);
    const nonStriker = next.nonStriker ?? newBatter();
    batted.add(nonStriker);
    // The last five of the side bowl, two overs each at most, never two in a row.
    const bowler =
      next.bowler ??
      bowling.slice(6).find((name) => name !== next.lastOverBowler && (overs_.get(name) ?? 0) < 2)!;
    if (!next.bowler) overs_.set(bowler, (overs_.get(bowler) ?? 0) + 1);
    const outcome = next_();
    const ball = {
      seq: next.seq,
      innings: next.innings,
      striker,
      nonStriker,
      bowler,
      runs: outcome.runs,
      extra: outcome.extra ?? null,
      wicket: outcome.wicket ? { kind: 'bowled', playerOut: striker } : null,
    };
    const response = await request.post(`/api/matches/${matchId}/balls`, {
      headers: bearer(token),
      data: ball,
    });
    expect(response.status(), `${JSON.stringify(ball)}: ${await response.text()}`).toBe(201);
    next = ((await response.json()) as { next: Next }).next;
  }
  return { eventId: event._id, matchId, team1, team2 };
}
