import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What pg-boss runs its statements through (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss's numbered-parameter SQL as a Drizzle query, so a job is written through whatever the
 * caller holds: the pool, or the transaction making the request's own writes (then the job
 * exists exactly when they do). Each `$n` becomes a bound parameter; nothing is spliced in.
 */
export function toDrizzleSql(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) continue; // not a parameter (none of ours has one)
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[index])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** `onError` sees each failure before it is thrown (pg-boss swallows some, such as a claim's). */
export function executorFor(db: Database, onError?: (error: unknown) => void): SqlExecutor {
  return {
    async executeSql(text, values) {
      try {
        const result = await db.execute<Record<string, unknown>>(toDrizzleSql(text, values));
        return { rows: result.rows };
      } catch (error) {
        onError?.(error);
        throw error;
      }
    },
  };
}
