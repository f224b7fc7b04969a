import type { Innings, Match, Team, Tournament } from '@portal/contract';
import { makeEvent } from '../../../testing/event-fixtures';

export const cupId = 'e-cup';

export function makeTeam(overrides: Partial<Team> = {}): Team {
  const id = overrides.id ?? `t-${overrides.shortName ?? 'RR'}`;
  return {
    _id: id,
    id,
    name: 'Riverside Royals',
    shortName: 'RR',
    logo: null,
    captain: null,
    players: [],
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

export const royals = makeTeam({
  name: 'Riverside Royals',
  shortName: 'RR',
  rank: 1,
  points: 4,
  matchesPlayed: 2,
  wins: 2,
  netRunRate: 1.5,
});
export const hawks = makeTeam({
  name: 'Hilltop Hawks',
  shortName: 'HH',
  rank: 2,
  points: 3,
  matchesPlayed: 3,
  wins: 1,
  losses: 1,
  noResults: 1,
  netRunRate: 0.0504,
});
export const lions = makeTeam({
  name: 'Lakeside Lions',
  shortName: 'LL',
  rank: 3,
  points: 0,
  matchesPlayed: 2,
  losses: 2,
  netRunRate: -1.25,
});

export function makeInnings(overrides: Partial<Innings> = {}): Innings {
  return {
    battingTeam: 'RR',
    runs: 162,
    wickets: 5,
    overs: '20.0',
    allOut: false,
    batting: [
      { player: 'A. Sharma', runs: 71, balls: 48, fours: 6, sixes: 3, howOut: 'c Gill b Pant' },
    ],
    bowling: [
      { player: 'H. Bumrah', overs: '4.0', maidens: 1, runs: 22, wickets: 3, economy: 5.5 },
    ],
    ...overrides,
  };
}

export function makeMatch(overrides: Partial<Match> = {}): Match {
  const id = overrides.id ?? 'm-1';
  return {
    _id: id,
    id,
    eventId: cupId,
    date: '2026-12-05T04:30:00.000Z',
    timeZone: 'Asia/Kolkata',
    team1ShortName: 'RR',
    team2ShortName: 'HH',
    team1Name: 'Riverside Royals',
    team2Name: 'Hilltop Hawks',
    venue: 'Riverside College Grounds',
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
    updatedAt: '2026-12-05T04:30:00.000Z',
    ...overrides,
  };
}

/** Royals beat Hawks; Lions and Royals are playing now; Hawks and Lions play later. */
export const completedMatch = makeMatch({
  id: 'm-1',
  status: 'completed',
  result: 'Riverside Royals won by 12 runs',
  winnerShortName: 'RR',
  toss: { winner: 'HH', decision: 'bowl' },
  innings: [
    makeInnings(),
    makeInnings({
      battingTeam: 'HH',
      runs: 150,
      wickets: 8,
      batting: [{ player: 'H. Iyer', runs: 55, balls: 40, fours: 5, sixes: 1, howOut: '' }],
      bowling: [
        { player: 'R. Jadeja', overs: '4.0', maidens: 0, runs: 30, wickets: 2, economy: 7.5 },
      ],
    }),
  ],
  scorecard: {
    team1Batting: [],
    team1Bowling: [],
    team2Batting: [],
    team2Bowling: [],
    manOfTheMatch: 'A. Sharma',
  },
});
export const liveMatch = makeMatch({
  id: 'm-2',
  date: '2026-12-06T04:30:00.000Z',
  team1ShortName: 'LL',
  team1Name: 'Lakeside Lions',
  team2ShortName: 'RR',
  team2Name: 'Riverside Royals',
  status: 'live',
  innings: [makeInnings({ battingTeam: 'LL', runs: 87, wickets: 2, overs: '10.3' })],
});
export const scheduledMatch = makeMatch({
  id: 'm-3',
  date: '2026-12-07T10:00:00.000Z',
  team1ShortName: 'HH',
  team1Name: 'Hilltop Hawks',
  team2ShortName: 'LL',
  team2Name: 'Lakeside Lions',
  stage: 'playoff',
  venue: null,
});

export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    eventId: cupId,
    eventTitle: 'Summer Cricket Cup',
    teams: [royals, hawks, lions],
    matches: [completedMatch, liveMatch, scheduledMatch],
    points: { win: 2, tie: 1, noResult: 1, loss: 0 },
    canManage: false,
    ...overrides,
  };
}

/** The cup as the events list carries it. */
export function cupEvent(overrides: Parameters<typeof makeEvent>[0] = {}) {
  const tournament = makeTournament();
  return makeEvent({
    _id: cupId,
    id: cupId,
    teams: tournament.teams,
    matches: tournament.matches,
    ...overrides,
  });
}
