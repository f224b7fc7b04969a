import { describe, expect, it } from 'vitest';
import { ballsToOvers, computeStandings, oversToBalls, type MatchResult } from './standings';

const teams = [
  { id: 'a', name: 'Aces' },
  { id: 'b', name: 'Bulls' },
  { id: 'c', name: 'Comets' },
];

function win(
  team1Id: string,
  team2Id: string,
  winnerId: string,
  first: [runs: number, overs: string, allOut?: boolean],
  second: [runs: number, overs: string, allOut?: boolean],
  extra: Partial<MatchResult> = {},
): MatchResult {
  return {
    team1Id,
    team2Id,
    stage: 'league',
    status: 'completed',
    overs: 20,
    outcome: 'win',
    winnerId,
    innings: [
      { teamId: team1Id, runs: first[0], balls: oversToBalls(first[1]), allOut: first[2] ?? false },
      {
        teamId: team2Id,
        runs: second[0],
        balls: oversToBalls(second[1]),
        allOut: second[2] ?? false,
      },
    ],
    ...extra,
  };
}

describe('overs notation', () => {
  it('reads 47.2 as 47 overs and 2 balls', () => {
    expect(oversToBalls('47.2')).toBe(284);
    expect(oversToBalls(20)).toBe(120);
    expect(ballsToOvers(284)).toBe('47.2');
    expect(() => oversToBalls('10.6')).toThrow(RangeError);
  });
});

describe('standings', () => {
  it('works the ICC example: NRR over runs per over, both ways', () => {
    // A 180/5 in 20, B 150/8 in 20: A +1.5, B -1.5.
    const table = computeStandings(teams.slice(0, 2), [
      win('a', 'b', 'a', [180, '20'], [150, '20']),
    ]);
    expect(table.map((row) => [row.name, row.points, row.netRunRate])).toEqual([
      ['Aces', 2, 1.5],
      ['Bulls', 0, -1.5],
    ]);
  });

  it('charges a side bowled out with its full quota of overs', () => {
    // A 160/7 (20); B all out 100 in 15.4: B charged 20 overs, not 15.4.
    const [aces, bulls] = computeStandings(teams.slice(0, 2), [
      win('a', 'b', 'a', [160, '20'], [100, '15.4', true]),
    ]);
    expect(aces?.netRunRate).toBe(3); // 160/20 - 100/20
    expect(bulls?.netRunRate).toBe(-3);
  });

  it('counts overs of the match’s own length: eight-ball overs, and a side bowled out in them', () => {
    // Eight-ball overs, 16 a side (as Australia played until 1979): A 150/6 (16 overs, 128 balls);
    // B all out 110 in 12.5 (101 balls), charged all 16 overs: 150/16 − 110/16 = 2.5.
    const eights = { overs: 16, ballsPerOver: 8 };
    const match = win('a', 'b', 'a', [150, '20'], [110, '16.5', true], eights);
    match.innings[0]!.balls = 128;
    match.innings[1]!.balls = 101;
    const [aces, bulls] = computeStandings(teams.slice(0, 2), [match]);
    expect(aces).toMatchObject({ netRunRate: 2.5, ballsFaced: 128, ballsBowled: 128 });
    expect(bulls?.netRunRate).toBe(-2.5);
    // With a six-ball match after it, each is counted in its own overs: A 120/4 (20) beats C
    // 119/8 (20). A: (150 + 120) / 36 − (110 + 119) / 36 = 1.139.
    const [first] = computeStandings(teams, [match, win('a', 'c', 'a', [120, '20'], [119, '20'])]);
    expect(first).toMatchObject({ name: 'Aces', netRunRate: 1.139 });
  });

  it('counts a chase won in fewer overs at the overs actually faced', () => {
    // B 120/9 (20); A 121/3 in 15.3 overs (93 balls): A 121*6/93 - 120/20 = 7.806 - 6 = 1.806.
    const [aces] = computeStandings(teams.slice(0, 2), [
      win('b', 'a', 'a', [120, '20'], [121, '15.3']),
    ]);
    expect(aces?.netRunRate).toBe(1.806);
  });

  it('credits the side batting first with the revised target less one off the chase’s overs (DLS)', () => {
    // Aces 180/6 in 20 overs; rain: Bulls set 120 off 12 overs, reach 112/4 in 12.
    const rain = { revisedTarget: { runs: 120, balls: 72 } };
    const [aces, bulls] = computeStandings(teams.slice(0, 2), [
      win('a', 'b', 'a', [180, '20'], [112, '12'], rain),
    ]);
    expect(aces).toMatchObject({ runsFor: 119, ballsFaced: 72, runsAgainst: 112, ballsBowled: 72 });
    // (119 − 112) / 12 = 0.5833…
    expect(aces!.netRunRate).toBe(0.583);
    expect(bulls!.netRunRate).toBe(-0.583);
    // Bowled out in the chase: charged the 12 overs it was given, not the match's 20.
    const [, out] = computeStandings(teams.slice(0, 2), [
      win('a', 'b', 'a', [180, '20'], [90, '9.3', true], rain),
    ]);
    expect(out).toMatchObject({ runsFor: 90, ballsFaced: 72, runsAgainst: 119, ballsBowled: 72 });
  });

  it('gives ties and no results a point each and leaves no results out of NRR', () => {
    const tie: MatchResult = {
      ...win('a', 'b', 'a', [150, '20'], [150, '20']),
      outcome: 'tie',
      winnerId: null,
    };
    const abandoned: MatchResult = {
      ...win('a', 'c', 'a', [0, '0'], [0, '0']),
      status: 'abandoned',
      outcome: null,
      innings: [],
    };
    const table = computeStandings(teams, [tie, abandoned]);
    const aces = table.find((row) => row.teamId === 'a');
    expect(aces).toMatchObject({ played: 2, tied: 1, noResult: 1, points: 2, netRunRate: 0 });
    expect(table.find((row) => row.teamId === 'c')).toMatchObject({
      played: 1,
      points: 1,
      ballsFaced: 0,
    });
  });

  it('ignores playoffs and unfinished matches, and orders by points, wins, NRR, then name', () => {
    const matches = [
      win('a', 'b', 'a', [200, '20'], [100, '20']),
      win('c', 'b', 'c', [150, '20'], [149, '20']),
      win('a', 'c', 'c', [120, '20'], [121, '19']),
      win('b', 'a', 'b', [300, '20'], [10, '20'], { stage: 'playoff' }),
      { ...win('b', 'c', 'b', [0, '0'], [0, '0']), status: 'live' as const, outcome: null },
    ];
    const table = computeStandings(teams, matches);
    expect(table.map((row) => row.name)).toEqual(['Comets', 'Aces', 'Bulls']);
    expect(table[0]).toMatchObject({ won: 2, points: 4, played: 2 });
    // Aces and Bulls: Aces 2 points; Bulls 0.
    expect(table[2]).toMatchObject({ played: 2, lost: 2, points: 0 });
    // Same points and wins: the better NRR first; all equal: by name.
    const level = computeStandings(
      [
        { id: 'x', name: 'Zebras' },
        { id: 'y', name: 'Yaks' },
      ],
      [],
    );
    expect(level.map((row) => row.name)).toEqual(['Yaks', 'Zebras']);
  });
});
