import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNothingLostOrHalfWritten } from './crash-checks';
import {
  content,
  email,
  expectOnlyHonestAnswers,
  healthIs,
  post,
  prepareScene,
  runLoad,
  waitUntil,
  warm,
  writeOutcomes,
  type Scene,
} from './outage-load';
import { scratchDir } from './scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from './server-process';
import { hasPg15, startThrowawayPostgres } from './throwaway-postgres';

// DATABASE_URL's case, in the API pass on the machine's PostgreSQL 15 (the embedded pass proves the
// embedded database in database-outage.test.ts). The PostgreSQL restarted is the test's own.
describe.runIf(process.env.TEST_DATABASE_URL && hasPg15)(
  'an external PostgreSQL restarted under the portal',
  () => {
    let database: Awaited<ReturnType<typeof startThrowawayPostgres>>;
    let server: ServerProcess;
    let scene: Scene;

    beforeAll(async () => {
      database = await startThrowawayPostgres();
      server = await startServerProcess({
        DATABASE_URL: database.url,
        DATA_DIR: scratchDir('portal-external-'),
        SEED_DEMO: 'false',
        PASSWORD_HASH_COST: '12',
        RATE_LIMIT_MAX: '10000000',
        OVERLOAD_RETRY_AFTER_SECONDS: '2',
      });
      scene = await prepareScene(server.url);
      await warm(scene);
    }, 60_000);

    afterAll(async () => {
      if (server) {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
      await database?.stop();
    });

    it('is used again, without restarting the portal, as soon as it is back', async () => {
      let recoveredAt = 0;
      const load = runLoad(scene, () => recoveredAt > 0 && Date.now() - recoveredAt > 500);
      await delay(300);
      await database.stop('SIGINT'); // a restart: fast shutdown, then start
      await waitUntil(healthIs(server.url, 503), 5_000, 'health to notice');
      await delay(500);
      await database.start();
      const backAt = Date.now();
      await waitUntil(healthIs(server.url, 200), 10_000, 'health again');
      recoveredAt = Date.now();
      const answers = await load;
      const reconnectMs = recoveredAt - backAt;
      console.log(`[outage] external: healthy ${reconnectMs} ms after PostgreSQL was back`);
      expect(reconnectMs).toBeLessThan(3_000);

      expectOnlyHonestAnswers(answers);
      expect(answers.some((a) => a.stale)).toBe(true);
      await checkNothingLostOrHalfWritten({
        databaseUrl: database.url,
        eventId: scene.eventId,
        eventTitle: scene.eventTitle,
        capacity: scene.capacity,
        channelId: scene.channelId,
        memberId: scene.memberId,
        outcomes: writeOutcomes(answers),
        sent: { email, content },
      });
      const user = await fetch(`${server.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${scene.token}` },
      });
      expect(user.status).toBe(200);
      await post(
        `${server.url}/api/posts`,
        { content: 'After the restart', channel: scene.channelId },
        scene.token,
      );
      expect(server.output()).toMatch(/database available again after/);
    }, 45_000);
  },
);
