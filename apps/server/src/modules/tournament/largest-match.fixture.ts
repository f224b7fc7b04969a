import { cricketLimits, type Cricsheet, type CricsheetDelivery } from '@portal/contract';

// The largest match the laws engine lets a file describe (issue 41): the longest innings the
// format allows (60 overs of 10 balls), every legal ball hit for six and a no-ball hit for the
// most runs off one ball in every over, then the other side all out in one over. Nothing in
// it is a record; every figure derived from it passes every cap the contract once guessed.

const overs = cricketLimits.oversPerInnings.max;
const ballsPerOver = cricketLimits.ballsPerOver.max;
const most = cricketLimits.runsOffOneBall;

export const giantSides = {
  home: Array.from({ length: 11 }, (_, index) => `Giant Batter ${index + 1}`),
  away: Array.from({ length: 11 }, (_, index) => `Giant Bowler ${index + 1}`),
};

const delivery = (
  batter: string,
  nonStriker: string,
  bowler: string,
  runs: number,
  more: Partial<CricsheetDelivery> = {},
): CricsheetDelivery => {
  const extras = Object.values(more.extras ?? {}).reduce<number>((a, b) => a + Number(b), 0);
  return {
    batter,
    bowler,
    non_striker: nonStriker,
    runs: { batter: runs, extras, total: runs + extras },
    ...more,
  };
};

/** Each over: a no-ball hit for `most`, then every legal ball for six (even: no change of ends). */
function onslaught() {
  const [one, two] = giantSides.home as [string, string];
  const bowlers = giantSides.away.slice(0, 5);
  return Array.from({ length: overs }, (_, over) => {
    const [striker, other] = over % 2 === 0 ? [one, two] : [two, one];
    const bowler = bowlers[over % bowlers.length]!;
    return {
      over,
      deliveries: [
        delivery(striker, other, bowler, most, { extras: { noballs: 1 } }),
        ...Array.from({ length: ballsPerOver }, () => delivery(striker, other, bowler, 6)),
      ],
    };
  });
}

/** Ten batters bowled by ten balls of one over: all out for nothing. */
function collapse() {
  const batters = giantSides.away;
  const bowler = giantSides.home[0]!;
  let nonStriker = batters[1]!;
  const deliveries = Array.from({ length: 10 }, (_, index) => {
    const striker = index === 0 ? batters[0]! : batters[index + 1]!;
    if (index === 0) nonStriker = batters[1]!;
    return delivery(striker, nonStriker, bowler, 0, {
      wickets: [{ player_out: striker, kind: 'bowled' }],
    });
  });
  return [{ over: 0, deliveries }];
}

export const perOverRuns = 1 + most + 6 * ballsPerOver;
export const giantTotal = overs * perOverRuns;

/** The whole match, or only its first innings (a match still being played). */
export function giantMatch({ finished = true } = {}): Cricsheet {
  return {
    meta: { data_version: '1.1.0', created: '2026-11-28', revision: 1 },
    info: {
      balls_per_over: ballsPerOver,
      dates: ['2026-11-28'],
      overs,
      players: { Giants: giantSides.home, Minnows: giantSides.away },
      teams: ['Giants', 'Minnows'],
      ...(finished ? { outcome: { winner: 'Giants', by: { runs: giantTotal } } } : {}),
    },
    innings: [
      { team: 'Giants', overs: onslaught() },
      ...(finished ? [{ team: 'Minnows', overs: collapse() }] : []),
    ],
  };
}
