import type { Match, Team, Tournament } from '@portal/contract';
import { makeEvent } from '../../../testing/event-fixtures';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

// Test data for this feature's route tests: one event with two teams and one fixture.

export const eventId = 'e-1';
export const cup = makeEvent({
  _id: eventId,
  id: eventId,
  title: 'Summer Cricket Cup',
  canManage: true,
});

export function makeTeam(overrides: Partial<Team> = {}): Team {
  const id = overrides._id ?? 't-ace';
  return {
    _id: id,
    id,
    name: 'Riverside Aces',
    shortName: 'ACE',
    logo: null,
    captain: 'Asha Rao',
    players: ['Asha Rao', 'Kiran Das', 'Meera Iyer'],
    rank: 1,
    points: 0,
    matchesPlayed: 0,
    wins: 0,
    losses: 0,
    ties: 0,
    noResults: 0,
    netRunRate: 0,
    ...overrides,
  };
}

export const aces = makeTeam();
export const blazers = makeTeam({
  _id: 't-blz',
  id: 't-blz',
  name: 'Hilltop Blazers',
  shortName: 'BLZ',
  captain: 'Ravi Khan',
  players: ['Ravi Khan', 'Sunil Rao'],
  rank: 2,
});

export function makeMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides._id ?? 'm-1';
  return {
    _id: id,
    id,
    eventId,
    date: '2026-06-06T04:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    team1ShortName: 'ACE',
    team2ShortName: 'BLZ',
    team1Name: 'Riverside Aces',
    team2Name: 'Hilltop Blazers',
    venue: 'Riverside Ground',
    stage: 'league',
    overs: 20,
    status: 'scheduled',
    result: null,
    winnerShortName: null,
    toss: null,
    innings: [],
    scorecard: {
      team1Batting: [],
      team1Bowling: [],
      team2Batting: [],
      team2Bowling: [],
      manOfTheMatch: null,
    },
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    eventId,
    eventTitle: cup.title,
    teams: [aces, blazers],
    matches: [makeMatch()],
    points: { win: 2, tie: 1, noResult: 1, loss: 0 },
    canManage: true,
    ...overrides,
  };
}

/** A signed-in site admin who manages the cup; `routes` add or replace calls. */
export function stubOrganiser(routes: FetchRoutes = {}) {
  storeSession(adminUser);
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(adminUser),
    'GET /api/events/managed': () => json([cup]),
    [`GET /api/events/${eventId}/tournament`]: () => json(makeTournament()),
    ...routes,
  });
}

/** The JSON body a stubbed request was sent with. */
export async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? ((await request.clone().json()) as unknown) : undefined;
}
