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
  let current: { client: pg.PoolClient; handBack: (destroy: boolean) => void } | undefined;
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
    let client: pg.PoolClient | undefined;
    let handedBack = false;
    /** Gives the client back exactly once, without our listeners (the pool lends it again). */
    const handBack = (destroy: boolean) => {
      if (handedBack || !client) return;
      handedBack = true;
      client.off('notification', onNotify);
      client.off('error', onError);
      if (current?.client === client) current = undefined;
      client.release(destroy);
    };
    function onError() {
      if (handedBack) return;
      handBack(true);
      warn(`lost the database connection listening for "${channel}"; connecting again`);
      retryLater();
    }
    try {
      client = await pool.connect();
      client.on('notification', onNotify);
      client.on('error', onError);
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      if (stopped) return handBack(false);
      current = { client, handBack };
      if (retryMs > 500) onNotify(); // reconnected: catch up on what was missed
      retryMs = 500;
    } catch {
      // Unless the error event already handed the client back and planned the next try.
      if (handedBack) return;
      handBack(true);
      retryLater();
    }
  }

  connecting = connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await connecting;
      const listening = current;
      if (!listening) return;
      await listening.client
        .query(`unlisten ${listening.client.escapeIdentifier(channel)}`)
        .catch(() => undefined);
      listening.handBack(false);
    },
  };
}
