import type { Cricsheet, CricsheetDelivery } from '@portal/contract';

// A two-over club final written the way Cricsheet writes matches (JSON 1.1.0, with keys we
// ignore: registry, officials), using the parts of the format our mapping must get right:
// caught and bowled, run out with a fielder, retired hurt on a delivery, a penalty, a wide run
// for byes, a no-ball hit for a single, byes. Its scorecard is worked by hand in
// cricsheet.test.ts. (Typed by us, not taken from a published match.)

export const [gill, hardik, akshar, bumrah] = [
  'Shubman Gill',
  'Hardik Pandya',
  'અક્ષર પટેલ',
  'જસપ્રીત બુમરાહ',
];
export const [ashwin, ruturaj, dube, chahar] = [
  'இரவிச்சந்திரன் அஷ்வின்',
  'Ruturaj Gaikwad',
  'शिवम दुबे',
  "Deepak O'Neil-Chahar",
];

type Extras = NonNullable<CricsheetDelivery['extras']>;

const d = (
  batter: string,
  nonStriker: string,
  bowler: string,
  runs: number,
  more: { extras?: Extras; wickets?: CricsheetDelivery['wickets'] } = {},
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

export const clubFinal = (): Cricsheet => ({
  meta: { data_version: '1.1.0', created: '2026-03-01', revision: 1 },
  info: {
    balls_per_over: 6,
    dates: ['2026-02-28'],
    event: { name: 'Gully Premier League', stage: 'Final' },
    match_type: 'T20',
    officials: { umpires: ['A Umpire', 'B Umpire'] },
    outcome: { winner: 'Chennai Kings', by: { wickets: 2 } },
    overs: 2,
    players: {
      'Ahmedabad Lions': [gill, hardik, akshar, bumrah],
      'Chennai Kings': [ruturaj, dube, ashwin, chahar],
    },
    registry: { people: { [gill]: '0a1b2c3d' } },
    teams: ['Ahmedabad Lions', 'Chennai Kings'],
    toss: { winner: 'Chennai Kings', decision: 'field' },
    venue: 'Motera Maidan',
  },
  innings: [
    {
      team: 'Ahmedabad Lions',
      overs: [
        {
          over: 0,
          deliveries: [
            d(gill, hardik, ashwin, 1),
            d(hardik, gill, ashwin, 0, { extras: { wides: 5 } }),
            d(hardik, gill, ashwin, 4),
            d(hardik, gill, ashwin, 0, {
              wickets: [{ player_out: hardik, kind: 'caught and bowled' }],
            }),
            d(akshar, gill, ashwin, 1, { extras: { noballs: 1 } }),
            d(gill, akshar, ashwin, 2),
            d(gill, akshar, ashwin, 6),
            d(gill, akshar, ashwin, 1, { wickets: [{ player_out: gill, kind: 'retired hurt' }] }),
          ],
        },
        {
          over: 1,
          deliveries: [
            d(bumrah, akshar, chahar, 0, { extras: { penalty: 5 } }),
            d(bumrah, akshar, chahar, 1),
            d(akshar, bumrah, chahar, 0, {
              wickets: [{ player_out: akshar, kind: 'run out', fielders: [{ name: ruturaj }] }],
            }),
            d(gill, bumrah, chahar, 4),
            d(gill, bumrah, chahar, 0, { wickets: [{ player_out: gill, kind: 'bowled' }] }),
          ],
        },
      ],
    },
    {
      team: 'Chennai Kings',
      overs: [
        {
          over: 0,
          deliveries: [
            d(ruturaj, dube, bumrah, 6),
            d(ruturaj, dube, bumrah, 4),
            d(ruturaj, dube, bumrah, 1),
            d(dube, ruturaj, bumrah, 0, { wickets: [{ player_out: dube, kind: 'lbw' }] }),
            d(ashwin, ruturaj, bumrah, 0, { extras: { byes: 1 } }),
            d(ruturaj, ashwin, bumrah, 6),
          ],
        },
        {
          over: 1,
          deliveries: [
            d(ashwin, ruturaj, hardik, 4),
            d(ashwin, ruturaj, hardik, 2),
            d(ashwin, ruturaj, hardik, 6),
            d(ashwin, ruturaj, hardik, 2),
          ],
        },
      ],
    },
  ],
});
