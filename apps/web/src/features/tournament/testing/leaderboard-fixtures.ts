import { leaderboardMinimums, type Leaderboards } from '@portal/contract';
import { cupId } from './tournament-fixtures';

/** The answer before any ball is scored. */
export function emptyLeaderboards(eventId = cupId): Leaderboards {
  return {
    eventId,
    matchesCounted: 0,
    minimums: { ...leaderboardMinimums },
    mostRuns: [],
    mostWickets: [],
    bestStrikeRate: [],
    bestEconomy: [],
    highestScores: [],
    bestBowling: [],
    mostSixes: [],
  };
}

const dravid = {
  player: 'राहुल द्रविड़',
  team: 'RR',
  innings: 2,
  runs: 104,
  balls: 71,
  fours: 9,
  sixes: 4,
  notOuts: 1,
  strikeRate: 146.5,
};
const iyer = {
  player: "Shreyas Iyer-O'Brien",
  team: 'HH',
  innings: 2,
  runs: 66,
  balls: 38,
  fours: 5,
  sixes: 5,
  notOuts: 0,
  strikeRate: 173.7,
};
const bumrah = {
  player: 'જસપ્રીત બુમરાહ',
  team: 'HH',
  overs: '8.0',
  balls: 48,
  runs: 41,
  wickets: 6,
  economy: 5.13,
};
const ashwin = {
  player: 'இரவிச்சந்திரன் அஷ்வின்',
  team: 'RR',
  overs: '7.2',
  balls: 44,
  runs: 52,
  wickets: 3,
  economy: 7.09,
};

/** Two matches scored ball by ball. */
export const cupLeaderboards: Leaderboards = {
  ...emptyLeaderboards(),
  matchesCounted: 2,
  mostRuns: [dravid, iyer],
  mostWickets: [bumrah, ashwin],
  bestStrikeRate: [iyer, dravid],
  bestEconomy: [bumrah, ashwin],
  highestScores: [
    {
      player: dravid.player,
      team: 'RR',
      matchId: 'm-1',
      against: 'HH',
      runs: 71,
      balls: 48,
      notOut: true,
    },
    {
      player: iyer.player,
      team: 'HH',
      matchId: 'm-1',
      against: 'RR',
      runs: 40,
      balls: 22,
      notOut: false,
    },
  ],
  bestBowling: [
    {
      player: bumrah.player,
      team: 'HH',
      matchId: 'm-1',
      against: 'RR',
      wickets: 4,
      runs: 21,
      overs: '4.0',
    },
  ],
  mostSixes: [iyer, dravid],
};
