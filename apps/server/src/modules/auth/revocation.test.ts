import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newAccount } from '../../test/accounts';
import { scratchDir } from '../../test/scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-database';

/**
 * Two real server processes on one database, each keeping sessions in memory for a few seconds:
 * whatever ends a session or changes its rights through one is refused or seen by the other on
 * its very next request (issue #22), because the database NOTIFYs both at commit.
 */
describe('revocation across two server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '12',
      RATE_LIMIT_MAX: '10000000',
    };
    // One after the other: both run the migrations' check against one database.
    a = await startServerProcess({ ...env, DATA_DIR: scratchDir('portal-data-') });
    b = await startServerProcess({ ...env, DATA_DIR: scratchDir('portal-data-') });
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    await database?.drop();
  });

  async function call(server: ServerProcess, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const me = (server: ServerProcess, token: string) => call(server, '/api/auth/user', token);

  async function signIn(account: ReturnType<typeof newAccount>) {
    const response = await call(a, '/api/auth/login', undefined, {
      mobile: account.mobile,
      password: account.password,
    });
    expect(response.status).toBe(200);
    return String(response.body.token);
  }

  /** Reads twice through B, so B holds the session in memory when A changes it. */
  async function heldByB(token: string) {
    for (let index = 0; index < 2; index += 1) expect((await me(b, token)).status).toBe(200);
  }

  it('keeps sessions in memory on B once it listens, so only a notification can end them', async () => {
    // A change the triggers do not announce shows whether B answers from memory. B starts
    // listening with its first signed-in request; a few tries cover the moment that takes.
    let cached = false;
    for (let attempt = 0; attempt < 20 && !cached; attempt += 1) {
      const signup = await call(
        a,
        '/api/auth/signup',
        undefined,
        newAccount({ name: 'Ana Lúcia' }),
      );
      const token = String(signup.body.token);
      await heldByB(token);
      await database.db.execute(sql`alter table sessions disable trigger sessions_notify`);
      try {
        await database.db.execute(sql`update sessions set revoked_at = now()
          where token_hash = sha256(convert_to(${token}, 'utf8'))`);
      } finally {
        await database.db.execute(sql`alter table sessions enable trigger sessions_notify`);
      }
      cached = (await me(b, token)).status === 200;
    }
    expect(cached).toBe(true);
  });

  it('refuses on B a token signed out on A, on the next request', async () => {
    const account = newAccount({ name: 'Nandini Krishnan-Iyer' });
    const signup = await call(a, '/api/auth/signup', undefined, account);
    expect(signup.status).toBe(201);
    const token = String(signup.body.token);
    await heldByB(token);
    expect((await call(a, '/api/auth/logout', token, {})).status).toBe(200);
    expect((await me(b, token)).status).toBe(401);
  });

  it('signs out everywhere, and changes a password, across processes', async () => {
    const account = newAccount({ name: "Ciarán O'Brien" });
    expect((await call(a, '/api/auth/signup', undefined, account)).status).toBe(201);
    const [phone, laptop] = [await signIn(account), await signIn(account)];
    await heldByB(laptop);
    expect((await call(a, '/api/auth/logout-all', phone, {})).status).toBe(200);
    expect((await me(b, laptop)).status).toBe(401);

    const [kept, other] = [await signIn(account), await signIn(account)];
    await heldByB(other);
    await heldByB(kept);
    const changed = await call(a, '/api/auth/change-password', kept, {
      currentPassword: account.password,
      newPassword: 'a different horse',
      confirmPassword: 'a different horse',
    });
    expect(changed.status).toBe(200);
    expect((await me(b, other)).status).toBe(401);
    expect((await me(b, kept)).status).toBe(200);
  });

  it('shows on B a role an admin changed on A', async () => {
    const adminAccount = newAccount({ name: 'Suresh Pillai' });
    const admin = await call(a, '/api/auth/signup', undefined, adminAccount);
    const adminId = String((admin.body.user as { _id: string })._id);
    // The first site admin is made by the create-admin tool, straight in the database.
    await makeAdmin(database.db, adminId);
    const adminToken = await signIn(adminAccount);
    const member = await call(a, '/api/auth/signup', undefined, newAccount({ name: 'Li Wei' }));
    const memberId = String((member.body.user as { _id: string })._id);
    const token = String(member.body.token);
    await heldByB(token);
    expect((await me(b, token)).body).toMatchObject({ isAdmin: false });
    const response = await fetch(`${a.url}/api/members/${memberId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'Li Wei', phone: '+86 138 0013 8000', role: 'admin' }),
    });
    expect(response.status).toBe(200);
    expect((await me(b, token)).body).toMatchObject({ isAdmin: true });
  });
});
