import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabaseService } from './database-service';
import { EmbeddedDatabaseError } from './db/postgres-process';
import { demoLogins } from './modules/auth/demo-accounts';
import { openFilesWarning, raiseOpenFilesLimit } from './open-files';
import { webDistDir } from './paths';

async function main() {
  const config = loadConfig();
  const say = (message: string) => console.log(`[portal] ${message}`);
  const handle = await openDatabaseService(config, say);
  const { db, pool } = handle.database;
  const app = await buildApp({ config, db, pool, webDistDir, databaseStatus: handle.status });
  let ready = false;
  let stopping = false;
  // An outage at start-up lets the server start (503 until the database is in); a bug does not.
  // Background work (mail, reminders, holds, housekeeping) runs once the database is in.
  handle.ready
    .then(
      async () => {
        ready = true;
        // The VAPID key pair is made now, on the first start, not by the first browser asking.
        await app.notifications.vapidKeys();
        await app.jobs.start();
        if (!stopping) say('Background work is running (watch it in Admin → Background work).');
      },
      (error: unknown) => {
        console.error('[portal] cannot start:', error);
        process.exit(1);
      },
    )
    .catch((error: unknown) => {
      if (stopping) return; // closing while it started: not a failure
      console.error('[portal] cannot start the background work:', error);
      process.exit(1);
    });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received: finishing requests, then stopping the database`);
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    try {
      // Stops claiming jobs and waits for those running (app.ts's onClose).
      await app.close();
      await handle.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const warning = openFilesWarning(raiseOpenFilesLimit(), config.live.maxViewers);
  if (warning) app.log.warn(warning);
  const address = await app.listen({
    port: config.port,
    host: config.host,
    backlog: config.listenBacklog,
  });
  say(`Community Portal is running at ${address}`);
  if (!ready) say('The database is not available yet (see above): answering 503 until it is.');
  if (config.seedDemo) {
    say('Demo logins (sign in with the mobile number):');
    for (const login of demoLogins)
      say(`  ${login.role.padEnd(10)} mobile ${login.mobile}  password ${login.password}`);
  }
  if (!config.mail.smtpUrl) say('No SMTP_URL: emails are kept in the outbox (Admin → Outbox).');
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
