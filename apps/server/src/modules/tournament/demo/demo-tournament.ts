import type { InningsInput } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { events, matches, teams } from '../../../db/schema/index';
import type { Seeder } from '../../../db/seed/run-seeders';
import { manOfTheMatch, seedBallByBallMatch, type DemoFixture } from './demo-ball-matches';
import { demoInnings, demoRandom, playedPlans, type Random } from './demo-scorecard';
import { demoSquads } from './demo-squads';
import type { TeamRow } from '../repository';
import { decideScore } from '../scorecard/scorecard';

/**
 * The cup's opening match, typed in by hand before the club scored ball by ball: its cards are
 * made up to hold together (demo-scorecard.ts), and the leaderboards count its typed rows too.
 */
async function seedHandTypedMatch(tx: Database, fixture: DemoFixture, random: Random) {
  const { team1, team2 } = fixture.sides;
  const { winner: tossWinner, decision } = fixture.toss;
  const batsFirst = (decision === 'bat') === (tossWinner === team1) ? team1 : team2;
  const batsSecond = batsFirst === team1 ? team2 : team1;
  const [firstPlan, secondPlan] = playedPlans(random);
  const innings: InningsInput[] = [
    {
      battingTeam: batsFirst.shortName,
      ...demoInnings(batsFirst.players, batsSecond.players, firstPlan, random),
    },
    {
      battingTeam: batsSecond.shortName,
      ...demoInnings(batsSecond.players, batsFirst.players, secondPlan, random),
    },
  ];
  const winner = secondPlan.runs > firstPlan.runs ? batsSecond : batsFirst;
  const score = decideScore(
    { overs: 20, team1, team2 },
    {
      status: 'completed',
      toss: { winner: tossWinner.shortName, decision },
      innings,
      manOfTheMatch: manOfTheMatch(innings, winner.shortName),
    },
  );
  await tx.insert(matches).values({ ...fixture.base, ...score });
}

/**
 * The Summer Cricket Cup: six teams, a full league round. The matches already played are scored
 * ball by ball (but the first, typed by hand), the one under way is live part of the way into
 * the chase, the rest are ahead.
 */
export const demoTournamentSeeder: Seeder = {
  name: 'demo-tournament',
  async run(tx) {
    const [event] = await tx.select().from(events).where(eq(events.title, 'Summer Cricket Cup'));
    if (!event) return;
    const rows: TeamRow[] = await tx
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
    for (const [index, { team1, team2, startsAt }] of schedule.entries()) {
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
      const fixture: DemoFixture = {
        base,
        sides: { team1, team2 },
        toss: { winner: random.pick([team1, team2]), decision: random.pick(['bat', 'bowl']) },
        liveAt: liveNow ? random.int(30, 60) : null,
      };
      if (index === 0 && !liveNow) await seedHandTypedMatch(tx, fixture, random);
      else await seedBallByBallMatch(tx, fixture, random);
    }
  },
};
