import { like } from 'drizzle-orm';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { demoSeeders } from '../../db/seed/demo-seeders';
import { runSeeders } from '../../db/seed/run-seeders';
import { matches, users } from '../../db/schema/index';
import { hashPassword } from '../../modules/auth/password';
import { giantMatch } from '../../modules/tournament/largest-match.fixture';
import { makeAdmin, signUp } from '../accounts';

async function expectOk(response: Promise<{ statusCode: number; body: string }>, what: string) {
  const { statusCode, body } = await response;
  if (statusCode >= 300) throw new Error(`fuzz fixtures: ${what} failed (${statusCode}): ${body}`);
}

/**
 * Records of every kind for path parameters to name: the demo content (events, a tournament
 * with scorecards, registrations, channels, walls, invitations, feed posts), plus donations
 * (one-off and monthly, through the Razorpay stand-in), a support message, and the largest
 * match the laws allow in the demo tournament (issue 41), so every route that answers a card,
 * standings, leaderboards or a Cricsheet file answers figures past any guessed cap.
 */
export async function addFixtures(app: App, db: Database): Promise<void> {
  await runSeeders(db, demoSeeders, { hashCost: 10 });
  // Demo people are hashed at the production cost: a fuzzed sign-in to one would take a second
  // of CPU each time. The suite's cheaper cost keeps the run quick.
  await db
    .update(users)
    .set({ passwordHash: await hashPassword('seeded person', 10) })
    .where(like(users.passwordHash, 'scrypt$17$%'));
  const donor = await signUp(app);
  for (const frequency of ['once', 'monthly'])
    await expectOk(
      app.inject({
        method: 'POST',
        url: '/donate/payment',
        headers: donor.auth,
        payload: { amount: 25, currency: 'INR', frequency },
      }),
      `a ${frequency} donation`,
    );
  await expectOk(
    app.inject({
      method: 'POST',
      url: '/api/serviceform',
      remoteAddress: '10.250.0.1',
      payload: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.org', message: 'Hello' },
    }),
    'a support message',
  );
  const [demoMatch] = await db.select({ eventId: matches.eventId }).from(matches).limit(1);
  if (!demoMatch) throw new Error('fuzz fixtures: the demo seeded no tournament');
  const organiser = await signUp(app);
  await makeAdmin(db, organiser.id);
  await expectOk(
    app.inject({
      method: 'POST',
      url: `/api/events/${demoMatch.eventId}/matches/cricsheet`,
      headers: organiser.auth,
      payload: giantMatch(),
    }),
    'the largest match',
  );
}
