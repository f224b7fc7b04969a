import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedDatabase } from './portal-server.mjs';

// Bench callers are signed in straight in the database (a session row with a token's hash), so a
// bench measures what it is about, not sign-in's deliberately slow password hashing.

/** A new session for `userId`; its bearer token. */
export async function sessionFor(client, userId, days = 30) {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(days => $3))`,
    [userId, createHash('sha256').update(token).digest(), days],
  );
  return token;
}

/** A site admin (made, or made an admin again) signed in for a day; the bearer token. */
export async function adminToken(dataDir, { name, email, mobile }) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into users (name, email, mobile, is_admin) values ($1, $2, $3, true)
       on conflict (email) do update set is_admin = true returning id`,
      [name, email, mobile],
    );
    return await sessionFor(client, rows[0].id, 1);
  } finally {
    await client.end();
  }
}
