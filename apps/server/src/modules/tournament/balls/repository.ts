import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BallInput } from '@portal/contract';
import type { Database } from '../../../db/client';
import { matchBalls, matches, users, type StoredBall } from '../../../db/schema/index';
import { storedBall } from './laws-adapter';

// All SQL for ball-by-ball scoring: the ball log and the match row it is derived into.

export type BallRow = typeof matchBalls.$inferSelect;

export const listBalls = (db: Database, matchId: string) =>
  db.select().from(matchBalls).where(eq(matchBalls.matchId, matchId)).orderBy(asc(matchBalls.seq));

/**
 * Locks the match row until the transaction ends: scorers of one match take turns, so two
 * racing for the same `seq` are decided one after the other (the loser sees the winner's ball).
 */
export async function lockMatch(db: Database, matchId: string) {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId)).for('update');
  return row;
}

export const insertBall = (
  db: Database,
  values: {
    matchId: string;
    seq: number;
    innings: number;
    ball: StoredBall;
    createdBy: string | null;
  },
) => db.insert(matchBalls).values(values);

/** A whole match's balls in one statement (the Cricsheet import, the demo cup). */
export async function insertBalls(
  db: Database,
  matchId: string,
  balls: BallInput[],
  createdBy: string | null,
) {
  if (balls.length > 0)
    await db.insert(matchBalls).values(
      balls.map((ball) => ({
        matchId,
        seq: ball.seq,
        innings: ball.innings,
        ball: storedBall(ball),
        createdBy,
      })),
    );
}

export async function deleteLastBall(db: Database, matchId: string) {
  const [last] = await db
    .select({ seq: matchBalls.seq })
    .from(matchBalls)
    .where(eq(matchBalls.matchId, matchId))
    .orderBy(desc(matchBalls.seq))
    .limit(1);
  if (!last) return false;
  await db
    .delete(matchBalls)
    .where(and(eq(matchBalls.matchId, matchId), eq(matchBalls.seq, last.seq)));
  return true;
}

export async function hasBalls(db: Database, matchId: string) {
  const [row] = await db
    .select({ seq: matchBalls.seq })
    .from(matchBalls)
    .where(eq(matchBalls.matchId, matchId))
    .limit(1);
  return Boolean(row);
}

/** Of these ids, the ones that are members' (accounts). */
export async function existingUsers(db: Database, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function setMatchFields(
  db: Database,
  id: string,
  values: Partial<typeof matches.$inferInsert>,
) {
  await db
    .update(matches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(matches.id, id));
}
