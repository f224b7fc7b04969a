import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { createSession, findSession, findUserById } from '../../modules/auth/repository';
import { makeAdmin, newAccount, signUp } from '../accounts';
import type { Caller } from './recipes';

/** The password of every account the fuzzer makes; body fields named like it get it now and then. */
export const fuzzPassword = newAccount().password;

export interface Identity {
  caller: Caller;
  token: string | undefined;
  userId: string | undefined;
}

export async function signedIn(app: App, db: Database, caller: Caller): Promise<Identity> {
  if (caller === 'visitor') return { caller, token: undefined, userId: undefined };
  const account = await signUp(app);
  if (caller === 'admin') await makeAdmin(db, account.id);
  return { caller, token: account.token, userId: account.id };
}

/**
 * Puts a caller back the way the run needs it after a request that succeeded: a fuzzed request
 * may sign it out everywhere, change its password, delete its account or (as a site admin)
 * demote it. Then it gets a new session, a new account, or its role back.
 */
export async function restore(app: App, db: Database, identity: Identity): Promise<void> {
  if (!identity.token || !identity.userId) return;
  const user = await findUserById(db, identity.userId);
  if (!user) {
    Object.assign(identity, await signedIn(app, db, identity.caller));
    return;
  }
  const wantsAdmin = identity.caller === 'admin';
  if (user.isAdmin !== wantsAdmin)
    await db.update(users).set({ isAdmin: wantsAdmin }).where(eq(users.id, user.id));
  if (!(await findSession(db, identity.token))) identity.token = await createSession(db, user.id);
}
