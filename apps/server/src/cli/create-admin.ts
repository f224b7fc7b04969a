import { parseArgs } from 'node:util';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhone,
  messages,
  phoneCountry,
  signupSchema,
  toE164,
} from '@portal/contract';
import { eq, or } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { users } from '../db/schema/index';
import { EmbeddedDatabaseError } from '../db/postgres-process';
import { hashPassword, isCommonPassword } from '../modules/auth/password';
import { getDefaultCountry } from '../modules/site/repository';
import { openDatabase } from '../start';
import { nameSearchKey } from '../db/name-search';

const usage =
  'Usage: npm run create-admin -- --name Asha --email asha@example.org --mobile 9876543210 --password "a long passphrase" [--country IN]\n' +
  "A mobile without a country code (+44 …) is read in --country, else the site's default country.";

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
      country: { type: 'string' },
    },
  });
  // Checked before the database opens; the number is read again below in the site's country.
  const parsed = signupSchema.safeParse({
    ...values,
    country: values.country ?? DEFAULT_PHONE_COUNTRY,
  });
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
    const mobile = toE164(values.mobile ?? '', values.country ?? (await getDefaultCountry(db)));
    if (!mobile) {
      console.error(`--mobile: ${messages.mobile}`);
      console.error(usage);
      process.exitCode = 2;
      return;
    }
    const passwordHash = await hashPassword(input.password, config.passwordHashCost);
    const matches = await db
      .select()
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.mobile, mobile)));
    if (matches.length > 1) {
      throw new Error(
        'That email and that mobile belong to two different accounts; use the pair of one account.',
      );
    }
    const [existing] = matches;
    if (existing) {
      await db.update(users).set({ isAdmin: true, passwordHash }).where(eq(users.id, existing.id));
      console.log(
        `Promoted ${existing.name} (${formatPhone(existing.mobile, phoneCountry(existing.mobile))}) to site admin and set the password.`,
      );
    } else {
      await db.insert(users).values({
        name: input.name,
        nameSearch: nameSearchKey(input.name),
        email: input.email,
        mobile,
        passwordHash,
        isAdmin: true,
      });
      console.log(
        `Created site admin ${input.name}: sign in with mobile ${formatPhone(mobile, phoneCountry(mobile))}.`,
      );
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
