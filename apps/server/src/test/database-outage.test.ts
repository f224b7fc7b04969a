import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childrenOf } from '../db/postgres-process';
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

// The portal's own PostgreSQL fails under it: killed (-9), then frozen (SIGSTOP). Only the embedded
// database has a postmaster of ours to kill; the external case is external-restart.test.ts.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded PostgreSQL failing under load', () => {
  const dataDir = scratchDir('portal-outage-');
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = () => Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  let server: ServerProcess;
  let scene: Scene;

  beforeAll(async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '12',
      RATE_LIMIT_MAX: '10000000',
      OVERLOAD_RETRY_AFTER_SECONDS: '2',
    });
    scene = await prepareScene(server.url);
    await warm(scene);
  }, 60_000);

  afterAll(async () => {
    try {
      process.kill(postmaster(), 'SIGCONT'); // never leave it stopped, whatever failed
    } catch {
      // Not running: nothing to continue.
    }
    if (!server) return;
    server.child.kill('SIGTERM');
    await exited(server.child);
  });

  it('recovers by itself from kill -9 of the postmaster: 503 or stale copies meanwhile, nothing acknowledged lost', async () => {
    let killedAt = 0;
    let recoveredAt = 0;
    const load = runLoad(scene, () => recoveredAt > 0 && Date.now() - recoveredAt > 500);
    await delay(300); // load under way before the kill
    process.kill(postmaster(), 'SIGKILL');
    killedAt = Date.now();
    await waitUntil(healthIs(server.url, 503), 5_000, 'health to notice');
    await waitUntil(healthIs(server.url, 200), 15_000, 'health again');
    recoveredAt = Date.now();
    const answers = await load;
    console.log(
      `[outage] healthy ${((recoveredAt - killedAt) / 1000).toFixed(1)} s after kill -9 (${answers.length} requests)`,
    );
    expect(recoveredAt - killedAt).toBeLessThan(15_000);

    expectOnlyHonestAnswers(answers);
    expect(
      answers.some((a) => a.stale),
      'some visitors read a last good copy',
    ).toBe(true);
    expect(
      answers.some((a) => a.status === 503),
      'some requests were told to retry',
    ).toBe(true);
    const written = writeOutcomes(answers);
    const acknowledged = written.filter((w) => typeof w.status === 'number' && w.status < 300);
    expect(acknowledged.length).toBeGreaterThan(0);
    const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    const port = readFileSync(lockFile, 'utf8').split('\n')[3];
    await checkNothingLostOrHalfWritten({
      databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`,
      eventId: scene.eventId,
      eventTitle: scene.eventTitle,
      capacity: scene.capacity,
      channelId: scene.channelId,
      memberId: scene.memberId,
      outcomes: written,
      sent: { email, content },
    });

    // No forced sign-out, and signing in works.
    const user = await fetch(`${server.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${scene.token}` },
    });
    expect(user.status).toBe(200);
    const signIn = await post(`${server.url}/api/auth/login`, {
      mobile: scene.account.mobile,
      password: scene.account.password,
    });
    expect(signIn.token).toBeTruthy();
    expect(server.output()).toMatch(
      /embedded PostgreSQL stopped unexpectedly \(killed by SIGKILL\)/,
    );
    expect(server.output()).toMatch(
      /embedded PostgreSQL is running again on 127\.0\.0\.1:\d+ after/,
    );
    expect(server.output()).toMatch(/database available again after/);
  }, 45_000);

  it('answers within 5 s while the postmaster is stopped (SIGSTOP), and resumes on SIGCONT', async () => {
    let resumedAt = 0;
    const load = runLoad(scene, () => resumedAt > 0 && Date.now() - resumedAt > 500);
    await delay(200);
    const pid = postmaster();
    process.kill(pid, 'SIGSTOP');
    const stoppedAt = Date.now();
    let unavailableMs: number;
    try {
      unavailableMs = await waitUntil(healthIs(server.url, 503), 5_000, 'health to say 503');
      await delay(1_000); // a while stopped, under load
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const resumeMs = await waitUntil(healthIs(server.url, 200), 10_000, 'health after SIGCONT');
    resumedAt = Date.now();
    const answers = await load;
    console.log(
      `[outage] 503 ${(unavailableMs / 1000).toFixed(1)} s after SIGSTOP; healthy ${(resumeMs / 1000).toFixed(1)} s after SIGCONT; slowest answer ${Math.max(...answers.map((a) => a.ms))} ms`,
    );
    expect(unavailableMs).toBeLessThan(5_000);
    expectOnlyHonestAnswers(answers);
    const slow = answers.filter((a) => a.ms >= 5_000);
    expect(slow, 'every request answered within 5 s').toEqual([]);
    const during = answers.filter((a) => a.status === 503);
    expect(during.length, 'requests were told to retry, not left hanging').toBeGreaterThan(0);
    expect(postmaster(), 'resumed, not restarted').toBe(pid);
    // Writes go through again.
    await post(
      `${server.url}/api/posts`,
      { content: 'After SIGCONT', channel: scene.channelId },
      scene.token,
    );
    expect(Date.now() - stoppedAt).toBeLessThan(20_000);
  }, 30_000);

  it('answers within 5 s while all of PostgreSQL is frozen (as behind a network partition), and resumes', async () => {
    let resumedAt = 0;
    const load = runLoad(scene, () => resumedAt > 0 && Date.now() - resumedAt > 500);
    await delay(200);
    // The postmaster and every backend: queries already sent get no answer at all.
    const frozen = [postmaster(), ...childrenOf(postmaster())];
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    try {
      await waitUntil(healthIs(server.url, 503), 5_000, 'health to say 503');
      await delay(1_000);
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
    }
    await waitUntil(healthIs(server.url, 200), 10_000, 'health after SIGCONT');
    resumedAt = Date.now();
    const answers = await load;
    expectOnlyHonestAnswers(answers);
    expect(
      answers.filter((a) => a.ms >= 5_000),
      'every request answered within 5 s',
    ).toEqual([]);
    console.log(`[outage] frozen: slowest answer ${Math.max(...answers.map((a) => a.ms))} ms`);
  }, 30_000);
});
