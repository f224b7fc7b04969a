import type { InningsInput } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { events, matches, teams } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';
import { demoInnings, demoRandom, playedPlans } from './demo-scorecard';
import { demoSquads } from './demo-squads';
import { decideScore } from './scorecard';

interface Side {
  id: string;
  name: string;
  shortName: string;
  players: string[];
}

/** The winning side's best performer: runs, and twenty for each wicket. */
function manOfTheMatch(innings: readonly InningsInput[], winner: string): string | undefined {
  const impact = new Map<string, number>();
  for (const entry of innings) {
    const batting = entry.battingTeam === winner;
    for (const row of batting ? (entry.batting ?? []) : [])
      impact.set(row.player, (impact.get(row.player) ?? 0) + row.runs);
    for (const row of batting ? [] : (entry.bowling ?? []))
      impact.set(row.player, (impact.get(row.player) ?? 0) + 20 * row.wickets);
  }
  return [...impact].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The Summer Cricket Cup: six teams, a full league round, some played, one live, the rest ahead. */
export const demoTournamentSeeder: Seeder = {
  name: 'demo-tournament',
  async run(tx) {
    const [event] = await tx.select().from(events).where(eq(events.title, 'Summer Cricket Cup'));
    if (!event) return;
    const rows: Side[] = await tx
      .insert(teams)
      .values(
        demoSquads.map(({ name, shortName, captain, players }) => ({
          eventId: event.id,
          name,
          shortName,
          captain,
          players: [...players],
        })),
      )
      .returning();
    const random = demoRandom(2026);
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
      const liveNow = index === liveIndex;
      if (!played && !liveNow) {
        await tx.insert(matches).values(base);
        continue;
      }
      // The toss winner chose to bat or to bowl; whoever bats first is team1 or team2.
      const tossWinner = random.pick([team1, team2]);
      const decision = random.pick(['bat', 'bowl'] as const);
      const batsFirst = (decision === 'bat') === (tossWinner === team1) ? team1 : team2;
      const batsSecond = batsFirst === team1 ? team2 : team1;
      const [firstPlan, secondPlan] = playedPlans(random);
      const livePlan = {
        runs: Math.round(firstPlan.runs * random.float(0.3, 0.4)),
        wickets: 2,
        balls: 39,
      };
      const innings: InningsInput[] = [
        {
          battingTeam: batsFirst.shortName,
          ...demoInnings(batsFirst.players, batsSecond.players, firstPlan, random),
        },
        {
          battingTeam: batsSecond.shortName,
          ...demoInnings(
            batsSecond.players,
            batsFirst.players,
            liveNow ? livePlan : secondPlan,
            random,
          ),
        },
      ];
      const winner = secondPlan.runs > firstPlan.runs ? batsSecond : batsFirst;
      const score = decideScore(
        { overs: 20, team1, team2 },
        {
          status: liveNow ? 'live' : 'completed',
          toss: { winner: tossWinner.shortName, decision },
          innings,
          manOfTheMatch: liveNow ? undefined : manOfTheMatch(innings, winner.shortName),
        },
      );
      await tx.insert(matches).values({ ...base, ...score });
    }
  },
};
