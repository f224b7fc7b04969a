import type { Database } from '../../../db/client';
import { matchBalls, type StoredBall } from '../../../db/schema/index';

// The import's one SQL of its own: every ball of the new match in one statement.

export async function insertBalls(
  db: Database,
  matchId: string,
  balls: { seq: number; innings: number; ball: StoredBall }[],
  createdBy: string | null,
) {
  if (balls.length > 0)
    await db.insert(matchBalls).values(balls.map((ball) => ({ ...ball, matchId, createdBy })));
}
