import { eq } from 'drizzle-orm';
import { events, matches, teams } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';
import { decideScore } from './scorecard';
import { ballsToOvers } from './standings';

const demoTeams = [
  ['Riverside Royals', 'RR', 'Arjun Mehta'],
  ['Hilltop Hawks', 'HH', 'Kabir Khan'],
  ['Lakeside Lions', 'LL', 'Rohan Nair'],
  ['Old Town Titans', 'OTT', 'Vivaan Das'],
  ['Canal Street Chargers', 'CSC', 'Neil Joshi'],
  ['Market Mavericks', 'MM', 'Yash Reddy'],
] as const;

const surnames = [
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

/** A small deterministic generator, so every demo install shows the same tournament. */
function random(seed: number) {
  let state = seed;
  return (min: number, max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return min + (state % (max - min + 1));
  };
}

function squad(shortName: string) {
  return surnames.map(
    (surname, index) => `${shortName[0]}${String.fromCharCode(65 + index)}. ${surname}`,
  );
}

function battingCard(
  players: string[],
  runs: number,
  wickets: number,
  next: ReturnType<typeof random>,
) {
  const batters = Math.min(11, wickets + 2);
  let left = runs;
  return players.slice(0, batters).map((player, index) => {
    const share =
      index === batters - 1
        ? Math.max(0, left)
        : Math.min(left, next(0, Math.max(1, Math.floor(runs / 3))));
    left -= share;
    return {
      player,
      runs: share,
      balls: Math.max(1, Math.round(share * 0.8) + next(0, 6)),
      fours: Math.floor(share / 12),
      sixes: Math.floor(share / 30),
      howOut: index < wickets ? `c & b ${surnames[next(0, 10)]}` : '',
    };
  });
}

function bowlingCard(players: string[], runs: number, wickets: number, balls: number) {
  const bowlers = players.slice(6, 11);
  return bowlers.map((player, index) => ({
    player,
    overs: ballsToOvers(
      Math.floor(balls / bowlers.length) + (index < balls % bowlers.length ? 1 : 0),
    ),
    runs: Math.floor(runs / bowlers.length) + (index === 0 ? runs % bowlers.length : 0),
    wickets: Math.floor(wickets / bowlers.length) + (index < wickets % bowlers.length ? 1 : 0),
  }));
}

/** The Summer Cricket Cup: six teams, a full league round, some played, one live, the rest ahead. */
export const demoTournamentSeeder: Seeder = {
  name: 'demo-tournament',
  async run(tx) {
    const [event] = await tx.select().from(events).where(eq(events.title, 'Summer Cricket Cup'));
    if (!event) return;
    const rows = await tx
      .insert(teams)
      .values(
        demoTeams.map(([name, shortName, captain]) => ({
          eventId: event.id,
          name,
          shortName,
          captain,
          players: squad(shortName),
        })),
      )
      .returning();
    const next = random(2026);
    const pairs = rows.flatMap((home, i) => rows.slice(i + 1).map((away) => [home, away] as const));
    const hour = 3_600_000;
    // Three a day from the first morning; earlier ones are done, the one under way is live.
    const schedule = pairs.map(([team1, team2], index) => ({
      team1,
      team2,
      startsAt: new Date(
        event.startsAt.getTime() + Math.floor(index / 3) * 24 * hour + (index % 3) * 3.5 * hour,
      ),
    }));
    const now = Date.now();
    const liveIndex = schedule.findIndex((fixture) => fixture.startsAt.getTime() > now) - 1;
    for (const [index, fixture] of schedule.entries()) {
      const { team1, team2, startsAt } = fixture;
      const base = {
        eventId: event.id,
        team1Id: team1.id,
        team2Id: team2.id,
        startsAt,
        venue: index % 2 ? 'Ground 2' : 'Ground 1',
        overs: 20,
      };
      const played = startsAt.getTime() + 3.5 * hour < now;
      if (!played && index !== liveIndex) {
        await tx.insert(matches).values(base);
        continue;
      }
      const firstWickets = next(3, 10);
      const firstBalls = firstWickets === 10 ? next(100, 119) : 120;
      const firstRuns = next(120, 195);
      const chaseWins = next(0, 1) === 1;
      const secondWickets = chaseWins ? next(2, 8) : 10;
      const secondBalls = chaseWins ? next(85, 119) : next(90, 119);
      const secondRuns = chaseWins ? firstRuns + next(1, 4) : firstRuns - next(5, 40);
      const liveNow = index === liveIndex;
      const innings = [
        {
          battingTeam: team1.shortName,
          runs: firstRuns,
          wickets: firstWickets,
          overs: ballsToOvers(firstBalls),
          batting: battingCard(team1.players, firstRuns, firstWickets, next),
          bowling: bowlingCard(team2.players, firstRuns, firstWickets, firstBalls),
        },
        ...(liveNow
          ? [
              {
                battingTeam: team2.shortName,
                runs: Math.floor(firstRuns / 3),
                wickets: 2,
                overs: '6.3',
              },
            ]
          : [
              {
                battingTeam: team2.shortName,
                runs: secondRuns,
                wickets: secondWickets,
                overs: ballsToOvers(secondBalls),
                batting: battingCard(team2.players, secondRuns, secondWickets, next),
                bowling: bowlingCard(team1.players, secondRuns, secondWickets, secondBalls),
              },
            ]),
      ];
      const decision = decideScore(
        { overs: 20, team1, team2 },
        {
          status: liveNow ? 'live' : 'completed',
          toss: { winner: team1.shortName, decision: 'bat' },
          innings,
          manOfTheMatch: liveNow ? undefined : innings[chaseWins ? 1 : 0]!.batting?.[0]?.player,
        },
      );
      await tx.insert(matches).values({ ...base, ...decision });
    }
  },
};
