import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { serverSecret } from './server-secrets';

describe('a secret shared by every process through the database', () => {
  const databaseReady = createTestDatabase();
  afterAll(async () => (await databaseReady).drop());

  it('is stored by the first to ask and read by the rest', async () => {
    const { db } = await databaseReady;
    expect(await serverSecret(db, 'test-first', 'one')).toBe('one');
    expect(await serverSecret(db, 'test-first', 'two')).toBe('one');
  });

  it("is the other process's when both store it at the same moment", async () => {
    const database = await databaseReady;
    // The other process's insert, caught before its commit: ours waits on it, then gives way.
    const other = await database.pool.connect();
    try {
      await other.query('begin');
      await other.query(`insert into server_secrets (name, value) values ('test-race', 'theirs')`);
      const ours = serverSecret(database.db, 'test-race', 'ours');
      await expect
        .poll(async () => {
          // Asked outside that transaction: inside one, pg_stat_activity is read once and kept.
          const waiting = await database.pool.query(`select 1 from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%server_secrets%'`);
          return waiting.rowCount;
        })
        .toBe(1);
      await other.query('commit');
      expect(await ours).toBe('theirs');
    } finally {
      other.release();
    }
  });
});
