import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabaseService } from './database-service';
import { EmbeddedDatabaseError } from './db/postgres-process';
import { demoLogins } from './modules/auth/demo-accounts';
import { purgeExpired } from './modules/auth/housekeeping';
import { startMailWorker } from './modules/mail/mail-worker';
import { startReminderJob } from './modules/registrations/reminders';
import { startHoldSweep } from './modules/tickets/holds';
import { purgeOldWebVitals } from './modules/web-vitals/repository';
import { openFilesWarning, raiseOpenFilesLimit } from './open-files';
import { webDistDir } from './paths';

async function main() {
  const config = loadConfig();
  const say = (message: string) => console.log(`[portal] ${message}`);
  const handle = await openDatabaseService(config, say);
  const { db, pool } = handle.database;
  const app = await buildApp({ config, db, pool, webDistDir, databaseStatus: handle.status });
  let ready = false;
  let stopMail: (() => Promise<void>) | undefined;
  const { smtpUrl } = config.mail;
  // An outage at start-up lets the server start (503 until the database is in); a bug does not.
  handle.ready.then(
    () => {
      ready = true;
      if (smtpUrl)
        stopMail = startMailWorker({ db, pool, smtpUrl, from: config.mail.from, log: app.log });
    },
    (error: unknown) => {
      console.error('[portal] cannot start:', error);
      process.exit(1);
    },
  );

  const stopReminders = startReminderJob(
    db,
    { mailer: app.mailer, publicUrl: config.publicUrl },
    app.log,
  );
  const stopHoldSweep = startHoldSweep(
    db,
    { mailer: app.mailer, publicUrl: config.publicUrl },
    app.log,
  );
  const housekeeping = setInterval(() => {
    purgeExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    purgeOldWebVitals(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'web vitals purge failed'),
    );
  }, 60 * 60_000).unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received: finishing requests, then stopping the database`);
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    try {
      clearInterval(housekeeping);
      stopReminders();
      stopHoldSweep();
      await app.close();
      await stopMail?.();
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
