import { parseArgs } from 'node:util';
import { signupSchema } from '@portal/contract';
import { eq, or } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { users } from '../db/schema/index';
import { EmbeddedDatabaseError } from '../db/postgres-process';
import { hashPassword, isCommonPassword } from '../modules/auth/password';
import { openDatabase } from '../start';

const usage =
  'Usage: npm run create-admin -- --name Asha --email asha@example.org --mobile 9876543210 --password "a long passphrase"';

/**
 * Creates a site admin, or promotes the account with that email or mobile (and sets its password).
 * Works on the embedded database (even while the portal runs) and on DATABASE_URL alike.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      mobile: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const parsed = signupSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(usage);
    process.exit(2);
  }
  const input = parsed.data;
  if (isCommonPassword(input.password)) {
    console.error('--password: This password is too common. Please choose a less common one.');
    process.exit(2);
  }

  const config = loadConfig();
  const handle = await openDatabase(config, () => {}, { attachToRunning: true, seed: false });
  try {
    const { db } = handle.database;
    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    const matches = await db
      .select()
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.mobile, input.mobile)));
    if (matches.length > 1) {
      throw new Error(
        'That email and that mobile belong to two different accounts; use the pair of one account.',
      );
    }
    const [existing] = matches;
    if (existing) {
      await db.update(users).set({ isAdmin: true, passwordHash }).where(eq(users.id, existing.id));
      console.log(
        `Promoted ${existing.name} (${existing.mobile}) to site admin and set the password.`,
      );
    } else {
      await db.insert(users).values({
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        isAdmin: true,
      });
      console.log(`Created site admin ${input.name}: sign in with mobile ${input.mobile}.`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof EmbeddedDatabaseError ||
    error instanceof Error;
  console.error(`create-admin failed: ${expected ? (error as Error).message : String(error)}`);
  process.exit(1);
});
