import type { Cricsheet, CricsheetDelivery } from '@portal/contract';

// Hand-made matches in Cricsheet's JSON (1.0.0 and 1.1.0, https://cricsheet.org/format/json/),
// each holding what real files hold (issue 41). Typed by us, not taken from published matches;
// real-matches.test.ts works every card out by hand.

type More = Partial<Omit<CricsheetDelivery, 'batter' | 'non_striker' | 'bowler' | 'runs'>>;

export const d = (
  batter: string,
  nonStriker: string,
  bowler: string,
  runs: number,
  more: More = {},
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

const meta = (version: '1.0.0' | '1.1.0') => ({
  data_version: version,
  created: '2026-11-28',
  revision: 1,
});

/** Two sides taking turns at ones: `count` balls from `striker`, swapping ends every ball. */
const ones = (striker: string, other: string, bowler: string, count = 6) =>
  Array.from({ length: count }, (_, index) =>
    index % 2 === 0 ? d(striker, other, bowler, 1) : d(other, striker, bowler, 1),
  );

// 1. Gujarat Strikers v Baroda Blasters (1.0.0): retired hurt and back, retired out, hit the
// ball twice, obstructing the field, handled the ball, timed out, penalty runs before, during
// and after an innings, an impact player who bats, a concussion substitute who bowls and
// finishes a hurt bowler's over, and registry ids.
export const strikers = {
  bishnoi: 'Ravi Bishnoi',
  gaikwad: 'ऋतुराज गायकवाड़',
  sai: 'Sai Sudharsan',
  gill: 'ਸ਼ੁਭਮਨ ਗਿੱਲ',
  tewatia: 'Rahul Tewatia',
  noor: 'Noor Ahmad',
  mohit: 'Mohit Sharma',
};
export const blasters = {
  kuldeep: 'Kuldeep Yadav',
  ashwin: 'இரவிச்சந்திரன் அஷ்வின்',
  axar: 'અક્ષર પટેલ',
  mukesh: 'Mukesh Kumar',
  ishant: 'Ishant Sharma',
  oconnor: "Tristan O'Connor",
  khaleel: 'Khaleel Ahmed',
};
const s = strikers;
const b = blasters;

export function strikersFinal(): Cricsheet {
  return {
    meta: meta('1.0.0'),
    info: {
      balls_per_over: 6,
      dates: ['2026-04-12'],
      event: { name: 'Gujarat Premier League', match_number: 7 },
      match_type: 'T20',
      outcome: { winner: 'Baroda Blasters', by: { wickets: 3 } },
      overs: 2,
      players: {
        'Gujarat Strikers': [s.bishnoi, s.gaikwad, s.sai, s.gill, s.tewatia, s.noor, s.mohit],
        'Baroda Blasters': [b.kuldeep, b.ashwin, b.axar, b.mukesh, b.ishant, b.oconnor, b.khaleel],
      },
      registry: {
        people: { [s.bishnoi]: 'a1b2c3d4', [b.kuldeep]: 'e5f6a7b8', [s.gill]: 'c9d0e1f2' },
      },
      teams: ['Gujarat Strikers', 'Baroda Blasters'],
      toss: { winner: 'Baroda Blasters', decision: 'field' },
      venue: 'Motera',
    },
    innings: [
      {
        team: 'Gujarat Strikers',
        penalty_runs: { pre: 5, post: 5 },
        overs: [
          {
            over: 0,
            deliveries: [
              d(s.bishnoi, s.gaikwad, b.kuldeep, 4),
              d(s.bishnoi, s.gaikwad, b.kuldeep, 1),
              d(s.gaikwad, s.bishnoi, b.kuldeep, 0, {
                wickets: [{ player_out: s.gaikwad, kind: 'retired hurt' }],
              }),
              d(s.sai, s.bishnoi, b.kuldeep, 2),
              d(s.sai, s.bishnoi, b.kuldeep, 0, {
                wickets: [{ player_out: s.sai, kind: 'hit the ball twice' }],
              }),
              d(s.gill, s.bishnoi, b.kuldeep, 1, { extras: { noballs: 1 } }),
              d(s.bishnoi, s.gill, b.kuldeep, 0, {
                wickets: [{ player_out: s.bishnoi, kind: 'obstructing the field' }],
              }),
            ],
          },
          {
            over: 1,
            deliveries: [
              d(s.gill, s.tewatia, b.ashwin, 6, {
                replacements: {
                  match: [
                    {
                      in: b.khaleel,
                      out: b.ishant,
                      reason: 'concussion_substitute',
                      team: 'Baroda Blasters',
                    },
                  ],
                },
              }),
              d(s.gill, s.tewatia, b.ashwin, 0, { extras: { legbyes: 1 } }),
              d(s.tewatia, s.gill, b.khaleel, 0, {
                replacements: {
                  role: [{ in: b.khaleel, out: b.ashwin, reason: 'injury', role: 'bowler' }],
                },
                wickets: [{ player_out: s.tewatia, kind: 'handled the ball' }],
              }),
              d(s.mohit, s.gill, b.khaleel, 1, {
                replacements: {
                  match: [
                    {
                      in: s.mohit,
                      out: s.noor,
                      reason: 'impact_player',
                      team: 'Gujarat Strikers',
                    },
                  ],
                },
              }),
              d(s.gill, s.mohit, b.khaleel, 0, {
                wickets: [{ player_out: s.gill, kind: 'retired out' }],
              }),
              d(s.gaikwad, s.mohit, b.khaleel, 0, { extras: { penalty: 5 } }),
            ],
          },
        ],
      },
      {
        team: 'Baroda Blasters',
        target: { overs: 2, runs: 33 },
        overs: [
          {
            over: 0,
            deliveries: [
              d(b.kuldeep, b.axar, s.bishnoi, 6),
              d(b.kuldeep, b.axar, s.bishnoi, 0, { extras: { wides: 5 } }),
              d(b.kuldeep, b.axar, s.bishnoi, 4),
              d(b.kuldeep, b.axar, s.bishnoi, 1),
              d(b.axar, b.kuldeep, s.bishnoi, 6),
              d(b.axar, b.kuldeep, s.bishnoi, 0, {
                wickets: [
                  { player_out: b.axar, kind: 'caught', fielders: [{ name: s.gill }] },
                  { player_out: b.mukesh, kind: 'timed out' },
                ],
              }),
              d(b.ashwin, b.kuldeep, s.bishnoi, 2),
            ],
          },
          {
            over: 1,
            deliveries: [
              d(b.kuldeep, b.ashwin, s.tewatia, 4),
              d(b.kuldeep, b.ashwin, s.tewatia, 1),
              d(b.ashwin, b.kuldeep, s.tewatia, 4),
            ],
          },
        ],
      },
    ],
  };
}

// 2. Kochi Tuskers v Pune Warriors (1.1.0), rain: Kochi's 3 overs cut to 2, Pune set 15 in 2
// (DLS), one run a ball.
export const [kochi1, kochi2, kochi3, kochi4] = ['Kochi A', 'Kochi B', 'Kochi C', 'Kochi D'];
export const [pune1, pune2, pune3, pune4] = ['Pune A', 'Pune B', 'Pune C', 'Pune D'];

export function rainMatch(): Cricsheet {
  return {
    meta: meta('1.1.0'),
    info: {
      balls_per_over: 6,
      dates: ['2026-07-01'],
      outcome: { winner: 'Kochi Tuskers', by: { runs: 2 }, method: 'DLS' },
      overs: 3,
      players: {
        'Kochi Tuskers': [kochi1, kochi2, kochi3, kochi4],
        'Pune Warriors': [pune1, pune2, pune3, pune4],
      },
      teams: ['Kochi Tuskers', 'Pune Warriors'],
    },
    innings: [
      {
        team: 'Kochi Tuskers',
        overs: [
          { over: 0, deliveries: ones(kochi1, kochi2, pune1) },
          {
            over: 1,
            deliveries: Array.from({ length: 6 }, () => d(kochi2, kochi1, pune2, 2)),
          },
        ],
      },
      {
        team: 'Pune Warriors',
        target: { overs: 2, runs: 15 },
        overs: [
          { over: 0, deliveries: ones(pune1, pune2, kochi1) },
          { over: 1, deliveries: ones(pune2, pune1, kochi2) },
        ],
      },
    ],
  };
}

// 3. Mumbai v Punjab (1.1.0), one over a side: tied, the first super over tied, Punjab won
// the second (as Mumbai Indians v Kings XI Punjab went in IPL 2020, with other runs).
export const [mi1, mi2, mi3] = ['Mumbai A', 'Mumbai B', 'Mumbai C'];
export const [kx1, kx2, kx3] = ['Punjab A', 'Punjab B', 'Punjab C'];

export function superOverMatch(): Cricsheet {
  const over = (deliveries: CricsheetDelivery[]) => [{ over: 0, deliveries }];
  return {
    meta: meta('1.1.0'),
    info: {
      balls_per_over: 6,
      dates: ['2026-10-18'],
      outcome: { result: 'tie', eliminator: 'Punjab' },
      overs: 1,
      players: { Mumbai: [mi1, mi2, mi3], Punjab: [kx1, kx2, kx3] },
      teams: ['Mumbai', 'Punjab'],
    },
    innings: [
      { team: 'Mumbai', overs: over(ones(mi1, mi2, kx1)) },
      { team: 'Punjab', overs: over(ones(kx1, kx2, mi1)) },
      {
        team: 'Punjab',
        super_over: true,
        overs: over([
          d(kx1, kx2, mi2, 4),
          d(kx1, kx2, mi2, 1),
          ...Array.from({ length: 4 }, () => d(kx2, kx1, mi2, 0)),
        ]),
      },
      {
        team: 'Mumbai',
        super_over: true,
        overs: over([
          d(mi1, mi2, kx2, 1),
          d(mi2, mi1, kx2, 4),
          ...Array.from({ length: 4 }, () => d(mi2, mi1, kx2, 0)),
        ]),
      },
      {
        team: 'Mumbai',
        super_over: true,
        overs: over([
          d(mi1, mi2, kx3, 6),
          d(mi1, mi2, kx3, 4),
          d(mi1, mi2, kx3, 1),
          ...Array.from({ length: 3 }, () => d(mi2, mi1, kx3, 0)),
        ]),
      },
      {
        team: 'Punjab',
        super_over: true,
        overs: over([d(kx1, kx2, mi3, 6), d(kx1, kx2, mi3, 6)]),
      },
    ],
  };
}

// 4. Delhi v Hyderabad (1.1.0): rain after one over, no result; and the return match,
// abandoned without a ball.
export const [dc1, dc2] = ['Delhi A', 'Delhi B'];
export const [srh1, srh2] = ['Hyderabad A', 'Hyderabad B'];

export function noResultMatch({ played = true } = {}): Cricsheet {
  return {
    meta: meta('1.1.0'),
    info: {
      balls_per_over: 6,
      dates: [played ? '2026-05-01' : '2026-05-08'],
      outcome: { result: 'no result' },
      overs: 2,
      players: { Delhi: [dc1, dc2], Hyderabad: [srh1, srh2] },
      teams: ['Delhi', 'Hyderabad'],
      toss: { winner: 'Delhi', decision: 'bat' },
      ...(played ? { missing: ['player_of_match', { powerplays: 'none recorded' }] } : {}),
    },
    innings: played
      ? [{ team: 'Delhi', overs: [{ over: 0, deliveries: ones(dc1, dc2, srh1) }] }]
      : [],
  };
}
