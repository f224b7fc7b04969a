import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { matches } from '../../../db/schema/index';
import { derivedColumns, setupOf } from '../balls/laws-adapter';
import { insertBalls } from '../balls/repository';
import { playDemoMatch } from './demo-balls';
import type { Random } from './demo-scorecard';
import type { TeamRow } from '../repository';

// One demo match scored ball by ball: its line-ups and toss, every ball, and the match row the
// balls derive (the same columns a scorer's balls write), with a man of the match.

interface CardLike {
  battingTeam: string;
  batting?: readonly { player: string; runs: number }[];
  bowling?: readonly { player: string; wickets: number }[];
}

/** The winning side's best performer (either side's after a tie): runs, and twenty a wicket. */
export function manOfTheMatch(
  innings: readonly CardLike[],
  winner: string | null,
): string | undefined {
  const impact = new Map<string, number>();
  for (const entry of innings) {
    const batting = winner === null || entry.battingTeam === winner;
    const fielding = winner === null || entry.battingTeam !== winner;
    for (const row of batting ? (entry.batting ?? []) : [])
      impact.set(row.player, (impact.get(row.player) ?? 0) + row.runs);
    for (const row of fielding ? (entry.bowling ?? []) : [])
      impact.set(row.player, (impact.get(row.player) ?? 0) + 20 * row.wickets);
  }
  return [...impact].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export interface DemoFixture {
  base: typeof matches.$inferInsert;
  sides: { team1: TeamRow; team2: TeamRow };
  toss: { winner: TeamRow; decision: 'bat' | 'bowl' };
  /** Under way: stopped this many legal balls into the chase. */
  liveAt: number | null;
}

export async function seedBallByBallMatch(tx: Database, fixture: DemoFixture, random: Random) {
  const { sides, toss } = fixture;
  const [row] = await tx
    .insert(matches)
    .values({
      ...fixture.base,
      lineup1: [...sides.team1.players],
      lineup2: [...sides.team2.players],
      tossWinnerId: toss.winner.id,
      tossDecision: toss.decision,
    })
    .returning();
  const stopAt = fixture.liveAt === null ? undefined : { innings: 2, legalBalls: fixture.liveAt };
  const { balls, score } = playDemoMatch(setupOf(row!, sides), random, stopAt);
  await insertBalls(tx, row!.id, balls, null);
  const winner = score.result?.winner ? sides[score.result.winner].shortName : null;
  await tx
    .update(matches)
    .set({
      ...derivedColumns(row!, sides, score),
      manOfTheMatch: score.result ? (manOfTheMatch(score.innings, winner) ?? null) : null,
    })
    .where(eq(matches.id, row!.id));
}
