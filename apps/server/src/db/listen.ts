import type pg from 'pg';

export interface Listening {
  stop(): Promise<void>;
}

/**
 * LISTENs on `channel` on a connection of its own from the pool, for as long as it runs: when the
 * database drops the connection (a restart, a failover) it connects again, with back-off from
 * half a second to 30 s, and calls `onNotify` once on reconnecting, for anything missed meanwhile.
 */
export function listen(
  pool: pg.Pool,
  channel: string,
  onNotify: () => void,
  warn: (message: string) => void,
): Listening {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => (connecting = connect()), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  async function connect() {
    let own: pg.PoolClient | undefined;
    let lost = false;
    const onError = () => {
      if (lost) return;
      lost = true;
      if (client === own) client = undefined;
      own?.release(true);
      warn(`lost the database connection listening for "${channel}"; connecting again`);
      retryLater();
    };
    try {
      own = await pool.connect();
      own.on('notification', onNotify);
      own.on('error', onError);
      await own.query(`listen ${own.escapeIdentifier(channel)}`);
      if (stopped) return own.release();
      client = own;
      if (retryMs > 500) onNotify(); // reconnected: catch up on what was missed
      retryMs = 500;
    } catch {
      // Unless the error event already handed the client back and planned the next try.
      if (lost) return;
      lost = true;
      own?.release(true);
      retryLater();
    }
  }

  connecting = connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await connecting;
      const current = client;
      client = undefined;
      if (!current) return;
      await current.query(`unlisten ${current.escapeIdentifier(channel)}`).catch(() => undefined);
      current.release();
    },
  };
}
