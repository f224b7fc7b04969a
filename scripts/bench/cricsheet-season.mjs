// Issue 41: a whole T20 season as Cricsheet publishes it, made up ball by ball from a seed: ten
// teams, 70 league matches (each side plays 14) and four playoffs, IPL-like scores, ties decided
// by super overs (two made so, one after a tied super over; others as the balls fall), a rain-cut
// chase with a DLS target, and a no result. `seasonTable` then works out the points table, net run rates and leaderboards from
// the files' deliveries alone, as a newspaper would (ICC playing conditions), so what the portal
// derives can be checked against figures it had no part in. Used by `npm run bench` and by the
// server's season test; no dependency beyond node.
import { crc32 } from 'node:zlib';
import { zipOf } from './zip-of.mjs';

export const SEASON_MATCHES = 74;
export const SEASON_SEED = 2026;

/** A small, fast, seeded generator (mulberry32): the same season every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEAMS = [
  'Ahmedabad Lions',
  'Bengaluru Bulls',
  'Chennai Chargers',
  'Delhi Dynamos',
  'Hyderabad Hawks',
  'Jaipur Jaguars',
  'Kolkata Knights',
  'Lucknow Lancers',
  'Mumbai Mariners',
  'Punjab Panthers',
];
const SURNAMES = [
  'Sharma',
  'Patel',
  'Iyer',
  'Khan',
  'Singh',
  'Rao',
  'Nair',
  'Gill',
  'Pandya',
  'Chahar',
  'Bishnoi',
  'Yadav',
  'Thakur',
  'Reddy',
  'Menon',
  'Desai',
  'Kulkarni',
  'Bumrah',
  'Siraj',
  'Samson',
  'Pant',
  'Jadeja',
  'Ashwin',
  'Kishan',
  'Dube',
  'Rinku',
  'Tewatia',
  'Axar',
];
const INITIALS = 'ABCDEGHJKMNPRSTUVY';
// Real people in several scripts, as a club's own files hold them.
const NAMED = ['राहुल शर्मा', 'જયેશ પટેલ', 'Zoë Ó Briain', 'محمد سراج'];

/** Eleven players a team: the first six bat, the last five bowl (10 is the keeper's spot 5). */
function squads(rng) {
  const used = new Set();
  return TEAMS.map((team, teamIndex) =>
    Array.from({ length: 11 }, (_, slot) => {
      if (slot === 3 && teamIndex < NAMED.length) return NAMED[teamIndex];
      for (;;) {
        const name = `${INITIALS[Math.floor(rng() * INITIALS.length)]} ${SURNAMES[Math.floor(rng() * SURNAMES.length)]}`;
        if (!used.has(name)) {
          used.add(name);
          return name;
        }
      }
    }),
  );
}

const registryId = (name) => (crc32(Buffer.from(name, 'utf8')) >>> 0).toString(16).padStart(8, '0');

/** What one delivery does, before it is given to a batter and a bowler. */
function drawOutcome(rng, { freeHit, noExtrasButWides, wicketsAllowed }) {
  const r = rng();
  if (r < 0.032) return { wide: rng() < 0.05 ? 5 : 1 };
  if (!noExtrasButWides && r < 0.038) return { noball: 1, batter: pick(rng) };
  const s = rng();
  if (!freeHit && wicketsAllowed && s < 0.052) {
    const k = rng();
    const kind =
      k < 0.58
        ? 'caught'
        : k < 0.62
          ? 'caught and bowled'
          : k < 0.79
            ? 'bowled'
            : k < 0.9
              ? 'lbw'
              : k < 0.97
                ? 'run out'
                : 'stumped';
    return { batter: 0, wicket: kind };
  }
  if (!noExtrasButWides && s < 0.072) return { legbyes: rng() < 0.1 ? 4 : 1 };
  if (!noExtrasButWides && s < 0.077) return { byes: 1 };
  return { batter: pick(rng) };
}

function pick(rng) {
  const r = rng();
  if (r < 0.355) return 0;
  if (r < 0.725) return 1;
  if (r < 0.805) return 2;
  if (r < 0.81) return 3;
  if (r < 0.935) return 4;
  return 6;
}

/**
 * One innings ball by ball. `script` replays given outcomes (a tie's chase is the first
 * innings' balls in another order); otherwise they are drawn. Stops at the target, the balls
 * or the wickets.
 */
function playInnings(
  rng,
  { batters, fielders, bowlers, balls, target, wicketLimit, script, tame },
) {
  const deliveries = [];
  const overs = [];
  let striker = 0;
  let nonStriker = 1;
  let nextIn = 2;
  let runs = 0;
  let wickets = 0;
  let legal = 0;
  let freeHit = false;
  let over = null;
  let step = 0;
  const outcomes = [];
  while (legal < balls && wickets < wicketLimit && !(target !== undefined && runs >= target)) {
    if (!over || over.legal === 6) {
      const number = over ? over.over + 1 : 0;
      over = { over: number, legal: 0, deliveries: [] };
      overs.push(over);
      if (number > 0) [striker, nonStriker] = [nonStriker, striker];
    }
    let outcome;
    if (script) {
      if (step >= script.length) break;
      outcome = script[step++];
    } else {
      outcome = drawOutcome(rng, {
        freeHit,
        noExtrasButWides: tame,
        wicketsAllowed: !tame || wickets < 6,
      });
    }
    outcomes.push(outcome);
    const bowler = bowlers[over.over % bowlers.length];
    const delivery = {
      batter: batters[striker],
      bowler,
      non_striker: batters[nonStriker],
      runs: { batter: 0, extras: 0, total: 0 },
    };
    let ran = 0;
    if (outcome.wide) {
      delivery.extras = { wides: outcome.wide };
      delivery.runs = { batter: 0, extras: outcome.wide, total: outcome.wide };
      ran = outcome.wide === 5 ? 0 : outcome.wide - 1;
    } else if (outcome.noball) {
      delivery.extras = { noballs: 1 };
      delivery.runs = { batter: outcome.batter, extras: 1, total: 1 + outcome.batter };
      ran = outcome.batter === 4 || outcome.batter === 6 ? 0 : outcome.batter;
    } else if (outcome.legbyes || outcome.byes) {
      const kind = outcome.legbyes ? 'legbyes' : 'byes';
      const extra = outcome[kind];
      delivery.extras = { [kind]: extra };
      delivery.runs = { batter: 0, extras: extra, total: extra };
      ran = extra === 4 ? 0 : extra;
    } else {
      delivery.runs = { batter: outcome.batter, extras: 0, total: outcome.batter };
      ran = outcome.batter === 4 || outcome.batter === 6 ? 0 : outcome.batter;
    }
    if (outcome.wicket) {
      const wicket = { player_out: batters[striker], kind: outcome.wicket };
      const fielder = fielders[(over.over + step + deliveries.length) % 10];
      if (outcome.wicket === 'caught' || outcome.wicket === 'run out')
        wicket.fielders = [{ name: fielder === bowler ? fielders[0] : fielder }];
      if (outcome.wicket === 'stumped') wicket.fielders = [{ name: fielders[5] }];
      delivery.wickets = [wicket];
      wickets += 1;
    }
    runs += delivery.runs.total;
    const isLegal = !outcome.wide && !outcome.noball;
    if (isLegal) {
      legal += 1;
      over.legal += 1;
    }
    freeHit = outcome.noball ? true : outcome.wide ? freeHit : false;
    over.deliveries.push(delivery);
    deliveries.push(delivery);
    if (outcome.wicket) {
      if (wickets < wicketLimit && nextIn < batters.length) striker = nextIn++;
    } else if (ran % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
  }
  return {
    overs: overs
      .filter((entry) => entry.deliveries.length > 0)
      .map(({ over: number, deliveries: list }) => ({ over: number, deliveries: list })),
    runs,
    wickets,
    legal,
    outcomes,
  };
}

/** The same balls in another order (wides never last): the same total, so a tie. */
function reshuffled(rng, outcomes) {
  const legal = outcomes.filter((outcome) => !outcome.wide);
  const wides = outcomes.filter((outcome) => outcome.wide);
  for (let i = legal.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [legal[i], legal[j]] = [legal[j], legal[i]];
  }
  for (const wide of wides) legal.splice(Math.floor(rng() * (legal.length - 1)), 0, wide);
  return legal;
}

function shuffledBowlers(rng, xi) {
  const five = xi.slice(6);
  for (let i = five.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [five[i], five[j]] = [five[j], five[i]];
  }
  return five;
}

/** A tie's super overs: the side that batted second bats first, again while level. */
function superOvers(rng, first, second) {
  const innings = [];
  let [bat, field] = [second, first];
  for (let round = 0; round < 4; round += 1) {
    const opening = playInnings(rng, {
      batters: bat.xi.slice(round * 3, round * 3 + 3),
      fielders: field.xi,
      bowlers: [field.xi[6 + (round % 5)]],
      balls: 6,
      wicketLimit: 2,
      tame: true,
    });
    const tieAgain = round === 0 && first.tieTwice;
    const chase = playInnings(rng, {
      batters: field.xi.slice(round * 3, round * 3 + 3),
      fielders: bat.xi,
      bowlers: [bat.xi[6 + ((round + 2) % 5)]],
      balls: 6,
      wicketLimit: 2,
      tame: true,
      target: opening.runs + 1,
      ...(tieAgain && opening.wickets < 2 ? { script: reshuffled(rng, opening.outcomes) } : {}),
    });
    innings.push(
      { team: bat.name, super_over: true, overs: opening.overs },
      { team: field.name, super_over: true, overs: chase.overs },
    );
    if (chase.runs !== opening.runs)
      return { innings, winner: chase.runs > opening.runs ? field.name : bat.name };
    // Level again: the side that batted second in this super over begins the next.
    [bat, field] = [field, bat];
  }
  throw new Error('four tied super overs');
}

/** One match as a Cricsheet 1.1.0 file. */
function playMatch(rng, { number, date, home, away, kind, stage }) {
  const [bats, fields] = rng() < 0.5 ? [home, away] : [away, home];
  const tossWinner = rng() < 0.5 ? bats : fields;
  const info = {
    balls_per_over: 6,
    city: 'Ahmedabad',
    dates: [date],
    event: stage
      ? { name: 'Bench Premier League', stage }
      : { name: 'Bench Premier League', match_number: number },
    gender: 'male',
    match_type: 'T20',
    overs: 20,
    players: { [bats.name]: bats.xi, [fields.name]: fields.xi },
    registry: {
      people: Object.fromEntries(
        [...bats.xi, ...fields.xi].map((name) => [name, registryId(name)]),
      ),
    },
    season: '2026',
    team_type: 'club',
    teams: [home.name, away.name],
    toss: { winner: tossWinner.name, decision: tossWinner === bats ? 'bat' : 'field' },
    venue: 'Bench Stadium',
  };
  const side = (team, against) => ({
    batters: team.xi,
    fielders: against.xi,
    bowlers: shuffledBowlers(rng, against.xi),
  });
  const tie = kind === 'tie' || kind === 'tie-twice';
  const first = playInnings(rng, {
    ...side(bats, fields),
    balls: kind === 'no result' ? 30 + Math.floor(rng() * 30) : 120,
    wicketLimit: 10,
    tame: tie,
  });
  const innings = [{ team: bats.name, overs: first.overs }];
  if (kind === 'no result') {
    info.outcome = { result: 'no result' };
    return { meta: meta(), info, innings };
  }
  if (kind === 'dls') {
    // Rain after the first innings: 12 overs left for the chase, the target set by DLS.
    const revised = Math.round((first.runs + 1) * 0.7);
    const chase = playInnings(rng, {
      ...side(fields, bats),
      balls: 72,
      wicketLimit: 10,
      target: revised,
    });
    if (chase.runs === revised - 1) return null; // a DLS tie: play the match again
    innings.push({ team: fields.name, target: { overs: 12, runs: revised }, overs: chase.overs });
    info.outcome =
      chase.runs >= revised
        ? { winner: fields.name, by: { wickets: 10 - chase.wickets }, method: 'DLS' }
        : { winner: bats.name, by: { runs: revised - 1 - chase.runs }, method: 'DLS' };
    return { meta: meta(), info, innings };
  }
  const chase = playInnings(rng, {
    ...side(fields, bats),
    balls: 120,
    wicketLimit: 10,
    target: first.runs + 1,
    ...(tie ? { script: reshuffled(rng, first.outcomes) } : {}),
  });
  innings.push({
    team: fields.name,
    target: { overs: 20, runs: first.runs + 1 },
    overs: chase.overs,
  });
  if (chase.runs === first.runs) {
    const played = superOvers(rng, { ...bats, tieTwice: kind === 'tie-twice' }, fields);
    if (kind === 'tie-twice' && played.innings.length < 4) return null; // play it again
    innings.push(...played.innings);
    info.outcome = { result: 'tie', eliminator: played.winner };
  } else if (tie) return null;
  else if (chase.runs > first.runs)
    info.outcome = { winner: fields.name, by: { wickets: 10 - chase.wickets } };
  else info.outcome = { winner: bats.name, by: { runs: first.runs - chase.runs } };
  return { meta: meta(), info, innings };
}

const meta = () => ({ data_version: '1.1.0', created: '2026-11-29', revision: 1 });

/** Fourteen rounds of the circle method: every team plays once a round, 70 matches. */
function leagueFixtures() {
  const ids = TEAMS.map((_, index) => index);
  const rounds = [];
  for (let round = 0; round < 14; round += 1) {
    const ring = [ids[0], ...ids.slice(1).map((_, i) => ids[1 + ((i + round) % 9)])];
    for (let i = 0; i < 5; i += 1) {
      const [a, b] = [ring[i], ring[9 - i]];
      rounds.push(round % 2 === 0 ? [a, b] : [b, a]);
    }
  }
  return rounds;
}

const dayOf = (index) => new Date(Date.UTC(2026, 2, 22 + index)).toISOString().slice(0, 10);

/**
 * The season's files (`{ name, doc }`), 74 matches: match 17 a tie won in a super over, match
 * 41 a tie whose super over tied too, match 23 a rain-cut chase (DLS) and match 36 no result.
 */
export function generateSeason({ seed = SEASON_SEED } = {}) {
  const rng = random(seed);
  const teams = squads(rng).map((xi, index) => ({ name: TEAMS[index], xi }));
  const special = { 17: 'tie', 41: 'tie-twice', 23: 'dls', 36: 'no result' };
  const files = [];
  const play = (number, home, away, stage) => {
    for (;;) {
      const doc = playMatch(rng, {
        number,
        date: dayOf(number - 1),
        home,
        away,
        kind: special[number] ?? 'normal',
        stage,
      });
      if (doc) {
        files.push({ name: `${1_510_000 + number}.json`, doc });
        return doc;
      }
    }
  };
  leagueFixtures().forEach(([a, b], index) => play(index + 1, teams[a], teams[b]));
  const order = seasonTable(files).table.map((row) => teams.find((team) => team.name === row.name));
  const winnerOf = (doc) =>
    teams.find((team) => team.name === (doc.info.outcome.winner ?? doc.info.outcome.eliminator));
  const loserOf = (doc) =>
    teams.find((team) => doc.info.teams.includes(team.name) && team !== winnerOf(doc));
  const q1 = play(71, order[0], order[1], 'Qualifier 1');
  const eliminator = play(72, order[2], order[3], 'Eliminator');
  const q2 = play(73, loserOf(q1), winnerOf(eliminator), 'Qualifier 2');
  play(74, winnerOf(q1), winnerOf(q2), 'Final');
  return { files, teams: teams.map((team) => team.name) };
}

const isLegal = (delivery) => !delivery.extras?.wides && !delivery.extras?.noballs;
/** Dismissals a bowler is credited with (run outs and retirements are not the bowler's). */
const BOWLERS_WICKETS = new Set([
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'hit wicket',
]);

/**
 * The points table (2 a win, 1 a no result; league matches only), net run rates by the ICC's
 * method, and the leaderboards, read from the files' deliveries alone. A side bowled out is
 * charged its full overs; a rain-cut chase's target credits the side batting first with one run
 * less than the target off the chase's overs; super overs decide a tie but count in no figure.
 */
export function seasonTable(files) {
  const rows = new Map();
  const row = (name) => {
    if (!rows.has(name))
      rows.set(name, {
        name,
        played: 0,
        won: 0,
        lost: 0,
        tied: 0,
        noResult: 0,
        points: 0,
        runsFor: 0,
        oversFaced: 0,
        runsAgainst: 0,
        oversBowled: 0,
      });
    return rows.get(name);
  };
  const runs = new Map();
  const wickets = new Map();
  for (const { doc } of files) {
    const main = doc.innings.filter((innings) => !innings.super_over);
    for (const innings of main)
      for (const over of innings.overs ?? [])
        for (const delivery of over.deliveries) {
          runs.set(delivery.batter, (runs.get(delivery.batter) ?? 0) + delivery.runs.batter);
          for (const wicket of delivery.wickets ?? [])
            if (BOWLERS_WICKETS.has(wicket.kind))
              wickets.set(delivery.bowler, (wickets.get(delivery.bowler) ?? 0) + 1);
        }
    if (doc.info.event?.stage) continue;
    const [one, two] = doc.info.teams.map(row);
    for (const side of [one, two]) side.played += 1;
    const totals = main.map((innings) => {
      const deliveries = (innings.overs ?? []).flatMap((over) => over.deliveries);
      return {
        team: innings.team,
        runs: deliveries.reduce((sum, delivery) => sum + delivery.runs.total, 0),
        balls: deliveries.filter(isLegal).length,
        out: deliveries
          .flatMap((delivery) => delivery.wickets ?? [])
          .filter((wicket) => wicket.kind !== 'retired hurt').length,
      };
    });
    if (totals.length < 2) {
      for (const side of [one, two]) {
        side.noResult += 1;
        side.points += 1;
      }
      continue;
    }
    const [first, second] = totals;
    const target = main[1].target;
    const rainCut = doc.info.outcome.method !== undefined;
    const chaseBalls = rainCut ? target.overs * 6 : 120;
    const needed = rainCut ? target.runs : first.runs + 1;
    let winner;
    if (second.runs >= needed) winner = second.team;
    else if (second.runs < needed - 1) winner = first.team;
    else {
      // Level: the last super over pair that differs decides.
      const overs = doc.innings.filter((innings) => innings.super_over);
      const sum = (innings) =>
        innings.overs
          .flatMap((over) => over.deliveries)
          .reduce((total, d) => total + d.runs.total, 0);
      for (let i = 0; i + 1 < overs.length; i += 2)
        if (sum(overs[i]) !== sum(overs[i + 1]))
          winner = sum(overs[i]) > sum(overs[i + 1]) ? overs[i].team : overs[i + 1].team;
    }
    const [won, lost] = winner === one.name ? [one, two] : [two, one];
    won.won += 1;
    won.points += 2;
    lost.lost += 1;
    const credit = [
      rainCut
        ? { team: first.team, runs: needed - 1, balls: chaseBalls }
        : { team: first.team, runs: first.runs, balls: first.out === 10 ? 120 : first.balls },
      {
        team: second.team,
        runs: second.runs,
        balls: second.out === 10 ? chaseBalls : second.balls,
      },
    ];
    for (const { team, runs: scored, balls } of credit) {
      const batting = row(team);
      const bowling = batting === one ? two : one;
      batting.runsFor += scored;
      batting.oversFaced += balls / 6;
      bowling.runsAgainst += scored;
      bowling.oversBowled += balls / 6;
    }
  }
  const table = [...rows.values()]
    .map((entry) => ({
      ...entry,
      netRunRate:
        Math.round(
          (entry.runsFor / entry.oversFaced - entry.runsAgainst / entry.oversBowled) * 1000,
        ) / 1000,
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.won - a.won ||
        b.netRunRate - a.netRunRate ||
        a.name.localeCompare(b.name),
    );
  return { table, runs, wickets };
}

/** The season as one ZIP, as Cricsheet's downloads are: a README and each match deflated. */
export function seasonZip(files) {
  return zipOf([
    {
      name: 'README.txt',
      content: 'Bench Premier League 2026, made up ball by ball.\n',
      deflate: true,
    },
    ...files.map(({ name, doc }) => ({
      name,
      content: JSON.stringify(doc, null, 2),
      deflate: true,
    })),
  ]);
}
