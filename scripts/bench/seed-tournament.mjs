// A round robin of 10 teams (45 matches), every match completed with a full scorecard, stored
// exactly as the scorer's save stores it (tournament/scorecard.ts decideScore → InningsRecord).

const TEAMS = [
  ['Riverside Royals', 'RR'],
  ['Hilltop Hawks', 'HH'],
  ['Lakeside Lions', 'LL'],
  ['Old Town Titans', 'OTT'],
  ['Canal Street Chargers', 'CSC'],
  ['Market Mavericks', 'MM'],
  ['Harbour Hurricanes', 'HBH'],
  ['Garden City Giants', 'GCG'],
  ['Station Road Strikers', 'SRS'],
  ['Temple Town Tuskers', 'TTT'],
];
const SURNAMES = [
  'Sharma',
  'Iyer',
  'Patel',
  'Gill',
  'Rahane',
  'Pant',
  'Jadeja',
  'Ashwin',
  'Bumrah',
  'Shami',
  'Siraj',
];

/** Deterministic, so every bench run plays the same tournament. */
function random(seed) {
  let state = seed;
  return (min, max) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return min + (state % (max - min + 1));
  };
}

const squad = (short) => SURNAMES.map((s, i) => `${short[0]}${String.fromCharCode(65 + i)}. ${s}`);

function batting(players, runs, wickets, next) {
  const batters = Math.min(11, wickets + 2);
  let left = runs;
  return players.slice(0, batters).map((player, index) => {
    const share = index === batters - 1 ? left : Math.min(left, next(0, Math.floor(runs / 3)));
    left -= share;
    return {
      player,
      runs: share,
      balls: Math.max(1, Math.round(share * 0.8) + next(0, 6)),
      fours: Math.floor(share / 12),
      sixes: Math.floor(share / 30),
      howOut: index < wickets ? `c & b ${SURNAMES[next(0, 10)]}` : '',
    };
  });
}

/** Five bowlers share the balls, runs and wickets: never more than the innings had. */
function bowling(players, runs, wickets, balls) {
  return players.slice(6, 11).map((player, index) => ({
    player,
    balls: Math.floor(balls / 5) + (index < balls % 5 ? 1 : 0),
    maidens: 0,
    runs: Math.floor(runs / 5) + (index === 0 ? runs % 5 : 0),
    wickets: Math.floor(wickets / 5) + (index < wickets % 5 ? 1 : 0),
  }));
}

function playMatch(team1, team2, next) {
  const firstWickets = next(3, 10);
  const firstBalls = firstWickets === 10 ? next(100, 119) : 120;
  const firstRuns = next(120, 195);
  const chaseWins = next(0, 1) === 1;
  const secondWickets = chaseWins ? next(2, 8) : 10;
  const secondBalls = next(90, 119);
  const secondRuns = chaseWins ? firstRuns + next(1, 4) : firstRuns - next(5, 40);
  const innings = [
    {
      battingTeamId: team1.id,
      runs: firstRuns,
      wickets: firstWickets,
      balls: firstBalls,
      batting: batting(team1.players, firstRuns, firstWickets, next),
      bowling: bowling(team2.players, firstRuns, firstWickets, firstBalls),
    },
    {
      battingTeamId: team2.id,
      runs: secondRuns,
      wickets: secondWickets,
      balls: secondBalls,
      batting: batting(team2.players, secondRuns, secondWickets, next),
      bowling: bowling(team1.players, secondRuns, secondWickets, secondBalls),
    },
  ];
  const winner = chaseWins ? team2 : team1;
  const margin = chaseWins
    ? `${10 - secondWickets} wicket${10 - secondWickets === 1 ? '' : 's'}`
    : `${firstRuns - secondRuns} run${firstRuns - secondRuns === 1 ? '' : 's'}`;
  return {
    toss_winner_id: team1.id,
    toss_decision: 'bat',
    innings,
    outcome: 'win',
    winner_id: winner.id,
    result: `${winner.name} won by ${margin}`,
    man_of_the_match: innings[chaseWins ? 1 : 0].batting[0].player,
  };
}

export async function seedTournament(client, eventId) {
  const { rows: teams } = await client.query(
    `insert into teams (event_id, name, short_name, captain, players)
     select $1, t.name, t.short_name, t.captain, t.players
     from json_to_recordset($2::json) as t(name text, short_name text, captain text, players jsonb)
     returning id, name, short_name, players`,
    [
      eventId,
      JSON.stringify(
        TEAMS.map(([name, short]) => ({
          name,
          short_name: short,
          captain: squad(short)[0],
          players: squad(short),
        })),
      ),
    ],
  );
  const {
    rows: [event],
  } = await client.query(`select starts_at from events where id = $1`, [eventId]);
  const next = random(2026);
  const pairs = teams.flatMap((home, i) => teams.slice(i + 1).map((away) => [home, away]));
  // Three a day from the first morning, all played and scored.
  const matches = pairs.map(([team1, team2], index) => ({
    team1_id: team1.id,
    team2_id: team2.id,
    starts_at: new Date(
      event.starts_at.getTime() + Math.floor(index / 3) * 86_400_000 + (index % 3) * 12_600_000,
    ).toISOString(),
    venue: index % 2 ? 'Ground 2' : 'Ground 1',
    ...playMatch(team1, team2, next),
  }));
  await client.query(
    `insert into matches (event_id, team1_id, team2_id, starts_at, venue, stage, overs, status,
       toss_winner_id, toss_decision, innings, outcome, winner_id, result, man_of_the_match)
     select $1, m.team1_id, m.team2_id, m.starts_at, m.venue, 'league', 20, 'completed',
       m.toss_winner_id, m.toss_decision, m.innings, m.outcome, m.winner_id, m.result, m.man_of_the_match
     from json_to_recordset($2::json) as m(team1_id uuid, team2_id uuid, starts_at timestamptz,
       venue text, toss_winner_id uuid, toss_decision text, innings jsonb, outcome text,
       winner_id uuid, result text, man_of_the_match text)`,
    [eventId, JSON.stringify(matches)],
  );
  return { teams: teams.length, matches: matches.length };
}
