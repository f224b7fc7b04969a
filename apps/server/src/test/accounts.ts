import { randomInt } from 'node:crypto';
import { toE164 } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';

let sequence = 0;

/** A valid, unique sign-up body, with an Indian mobile written as its 10 digits. */
export function newAccount(
  overrides: Partial<Record<'name' | 'email' | 'mobile' | 'password', string>> = {},
) {
  sequence += 1;
  const letters = 'abcdefghij';
  const suffix = String(sequence)
    .split('')
    .map((d) => letters[Number(d)])
    .join('');
  return {
    name: `Member ${suffix}`.slice(0, 15),
    email: `member.${sequence}.${randomInt(1e9)}@example.org`,
    mobile: `9${String(randomInt(1e9)).padStart(9, '0')}`,
    password: 'correct horse battery',
    ...overrides,
  };
}

export async function signUp(app: App, account = newAccount()) {
  // A fresh address per sign-up keeps tests clear of the per-address sign-up limit.
  const remoteAddress = `10.200.${randomInt(250)}.${randomInt(250)}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: account,
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const body = response.json<{ token: string; user: { _id: string } }>();
  return {
    ...account,
    /** The mobile as the server stores and returns it. */
    e164: toE164(account.mobile) ?? account.mobile,
    token: body.token,
    id: body.user._id,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

export async function makeAdmin(db: Database, id: string) {
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, id));
}
