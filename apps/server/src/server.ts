import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { EmbeddedDatabaseError } from './db/postgres-process';
import { webDistDir } from './paths';
import { openDatabase } from './start';

async function main() {
  const config = loadConfig();
  const say = (message: string) => console.log(`[portal] ${message}`);
  const handle = await openDatabase(config, say);
  const app = await buildApp({ config, db: handle.database.db, webDistDir });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received: finishing requests, then stopping the database`);
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    try {
      await app.close();
      await handle.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  say(`Community Portal is running at ${config.publicUrl ?? address}`);
}

main().catch((error: unknown) => {
  // Expected start-up problems get one actionable line, not a stack trace.
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(`[portal] cannot start: ${error.message}`);
  } else {
    console.error('[portal] cannot start:', error);
  }
  process.exit(1);
});
