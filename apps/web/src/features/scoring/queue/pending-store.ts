import type { BallInput } from '@portal/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

// The phone's own copy of the balls not yet accepted by the server (issue 24, ADR 36). Each ball
// is written here before anything is sent, so a reload, a dropped signal or a flat battery
// between two balls loses nothing. Keyed by [matchId, seq]: IndexedDB returns a match's balls in
// seq order, the order they must be sent in.

interface PendingBall {
  matchId: string;
  seq: number;
  ball: BallInput;
}

interface ScoringDb extends DBSchema {
  pending: { key: [string, number]; value: PendingBall };
}

const storeName = 'pending';
let opened: Promise<IDBPDatabase<ScoringDb>> | null = null;

function database(): Promise<IDBPDatabase<ScoringDb>> {
  opened ??= openDB<ScoringDb>('portal-scoring', 1, {
    upgrade(db) {
      db.createObjectStore(storeName, { keyPath: ['matchId', 'seq'] });
    },
  });
  return opened;
}

const ofMatch = (matchId: string) =>
  IDBKeyRange.bound([matchId, 0], [matchId, Number.MAX_SAFE_INTEGER]);

/** One match's waiting balls, in the order they are sent (IndexedDB-backed). */
export interface PendingStore {
  list(): Promise<BallInput[]>;
  add(ball: BallInput): Promise<void>;
  remove(seq: number): Promise<void>;
  /** Replaces every waiting ball at once (a conflict resolved: re-numbered, or discarded). */
  replace(balls: readonly BallInput[]): Promise<void>;
}

export function pendingStore(matchId: string): PendingStore {
  return {
    async list() {
      const rows = await (await database()).getAll(storeName, ofMatch(matchId));
      return rows.map((row) => row.ball);
    },
    async add(ball) {
      await (await database()).put(storeName, { matchId, seq: ball.seq, ball });
    },
    async remove(seq) {
      await (await database()).delete(storeName, [matchId, seq]);
    },
    async replace(balls) {
      const tx = (await database()).transaction(storeName, 'readwrite');
      await tx.store.delete(ofMatch(matchId));
      for (const ball of balls) await tx.store.put({ matchId, seq: ball.seq, ball });
      await tx.done;
    },
  };
}
