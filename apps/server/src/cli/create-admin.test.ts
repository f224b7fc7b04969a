import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { verifyPassword } from '../modules/auth/password';
import { runCli } from '../test/run-cli';
import { createTestDatabase } from '../test/test-database';

describe('npm run create-admin (on DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  const createAdmin = (args: string[]) =>
    runCli('src/cli/create-admin.ts', args, {
      DATABASE_URL: database.url,
      PASSWORD_HASH_COST: '12',
    });
  const args = [
    '--name',
    'Asha',
    '--email',
    'asha@example.org',
    '--mobile',
    '9876543210',
    '--password',
    'a long admin passphrase',
  ];

  it('creates a site admin who can sign in with that password', async () => {
    const result = await createAdmin(args);
    expect(result.output).toContain('Created site admin Asha');
    expect(result.code).toBe(0);
    const [admin] = await database.db.select().from(users).where(eq(users.mobile, '+919876543210'));
    expect(admin?.isAdmin).toBe(true);
    expect(await verifyPassword('a long admin passphrase', admin?.passwordHash ?? '')).toBe(true);
  });

  it('promotes the existing account instead of duplicating it', async () => {
    const result = await createAdmin([...args.slice(0, -1), 'another admin passphrase']);
    expect(result.code).toBe(0);
    expect(result.output).toContain('Promoted Asha');
    expect(
      await database.db.select().from(users).where(eq(users.email, 'asha@example.org')),
    ).toHaveLength(1);
  });

  it('explains bad arguments and changes nothing', async () => {
    const result = await createAdmin([
      '--name',
      'A1',
      '--email',
      'nope',
      '--mobile',
      '12',
      '--password',
      'password',
    ]);
    expect(result.code).toBe(2);
    expect(result.output).toContain('--name: Please enter a  valid name');
    expect(result.output).toContain('--mobile: Please enter a valid phone number');
    expect(result.output).toContain('Usage:');
  });
});
