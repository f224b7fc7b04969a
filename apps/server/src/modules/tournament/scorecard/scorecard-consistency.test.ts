import type { Match, Team } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { scorecardProblems } from './scorecard-consistency';

const teams = [
  { shortName: 'RR', players: ['Dev Kulkarni', 'Sameer Bhatt', 'Arjun Mehta', 'Karan Malhotra'] },
  { shortName: 'HH', players: ['Rahul Menon', 'Omkar Patil', 'Siddharth Bose', 'Kabir Khan'] },
] as Team[];

/** RR 40/2 (5.0) against HH: a card that holds together, to spoil one way at a time. */
function match(): Match {
  return {
    team1ShortName: 'RR',
    team2ShortName: 'HH',
    overs: 20,
    status: 'completed',
    winnerShortName: 'RR',
    innings: [
      {
        battingTeam: 'RR',
        runs: 40,
        wickets: 2,
        overs: '5.0',
        allOut: false,
        batting: [
          {
            player: 'Dev Kulkarni',
            runs: 22,
            balls: 12,
            fours: 3,
            sixes: 1,
            howOut: 'c Menon b Khan',
          },
          { player: 'Sameer Bhatt', runs: 2, balls: 5, fours: 0, sixes: 0, howOut: 'c & b Bose' },
          { player: 'Arjun Mehta', runs: 10, balls: 8, fours: 1, sixes: 0, howOut: '' },
          { player: 'Karan Malhotra', runs: 3, balls: 5, fours: 0, sixes: 0, howOut: '' },
        ],
        bowling: [
          { player: 'Kabir Khan', overs: '3.0', maidens: 0, runs: 21, wickets: 1, economy: 7 },
          {
            player: 'Siddharth Bose',
            overs: '2.0',
            maidens: 0,
            runs: 17,
            wickets: 1,
            economy: 8.5,
          },
        ],
      },
    ],
    scorecard: { manOfTheMatch: 'Dev Kulkarni' },
  } as unknown as Match;
}

function spoilt(change: (draft: Match) => void): string[] {
  const draft = match();
  change(draft);
  return scorecardProblems(draft, teams);
}

describe('scorecard consistency', () => {
  it('finds nothing wrong with a card that could have happened', () => {
    expect(scorecardProblems(match(), teams)).toEqual([]);
  });

  it('finds what could not have happened', () => {
    const innings = (draft: Match) => draft.innings[0]!;
    expect(spoilt((d) => (innings(d).batting[0]!.runs = 40))).toEqual([
      "RR v HH: RR innings: batters' runs leave -15 extras",
      'RR v HH: RR innings: bowlers conceded 38 of 40',
    ]);
    expect(spoilt((d) => (innings(d).batting[0]!.howOut = 'c & b Bose'))).toContainEqual(
      'RR v HH: RR innings: Kabir Khan has 1 wickets but 0 dismissals name them',
    );
    expect(spoilt((d) => (innings(d).batting[0]!.howOut = 'c & b'))).toContainEqual(
      'RR v HH: RR innings: Dev Kulkarni: "c & b" is not a dismissal',
    );
    expect(spoilt((d) => (innings(d).batting[0]!.howOut = 'c Mehta b Khan'))).toEqual([
      'RR v HH: RR innings: Dev Kulkarni caught by Mehta, who is not in the fielding side',
    ]);
    expect(spoilt((d) => (innings(d).batting[2]!.howOut = 'b Khan'))).toContainEqual(
      'RR v HH: RR innings: 3 batters out for 2 wickets',
    );
    expect(spoilt((d) => (innings(d).bowling[1]!.overs = '1.0'))).toEqual([
      'RR v HH: RR innings: bowlers bowled 24 balls of 30',
    ]);
    expect(
      spoilt((d) => {
        innings(d).bowling[0]!.overs = '2.3';
        innings(d).bowling[1]!.overs = '2.3';
        innings(d).bowling[0]!.runs = 19;
        innings(d).bowling[1]!.runs = 19;
      }),
    ).toEqual(['RR v HH: RR innings: bowlers with identical figures: 2.3-0-19-1, 2.3-0-19-1']);
    expect(spoilt((d) => (d.scorecard.manOfTheMatch = 'Sameer Bhatt'))).toEqual([
      'RR v HH: man of the match Sameer Bhatt is not the top performer',
    ]);
  });
});
