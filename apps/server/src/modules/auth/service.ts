import type {
  ChangePasswordInput,
  JoinPolicy,
  Language,
  LoginInput,
  LoginResponse,
  MessageDescriptor,
  SignupInput,
} from '@portal/contract';
import { getDefaultCountry } from '../site/repository';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { claimRosterEntry, verifyFromRoster } from '../joining/repository';
import * as privacy from '../privacy/repository';
import { privacyMessages } from '@portal/contract';
import { HttpError } from '../../plugins/errors';
import { authMessages as texts, takenMessages } from './messages';
import type { Limiter } from './limiter';
import { hashPassword, isCommonPassword, verifyPassword } from './password';
import * as accounts from './repository';
import * as throttle from './throttle';
import { createChallenge } from '../security/repository';
import { sendSecurityNotice } from '../security/notice-jobs';

export interface AuthContext {
  db: Database;
  hashCost: number;
  clientAddress: string;
  limiter: Limiter;
  /** Work the answer does not wait for (and whose timing must not show in it). */
  jobs: JobQueue;
  /** Who may join (ADR 52), read at each sign-up so an admin's change applies at once. */
  joinPolicy: () => Promise<JoinPolicy>;
  /** The browser and network a session opened now is listed with (ADR 55). */
  origin: accounts.SessionOrigin;
  /** The device id of the request's valid device cookie for that account, if any (ADR 55). */
  knownDevice: (userId: string) => Promise<string | undefined>;
}

function assertUncommon(password: string, field: string) {
  if (isCommonPassword(password))
    throw new HttpError(400, 'validation', texts.commonPassword, { [field]: texts.commonPassword });
}

// Verifying against this when the mobile is unknown keeps the timing of both failures alike.
let decoyHash: Promise<string> | undefined;

/** A sign-in's answer: its message is put in the reader's language by the route. */
export type SignedIn = Omit<LoginResponse, 'message'> & { message: MessageDescriptor };

/**
 * What a sign-in ends in: a session (and the device cookie to set, its id kept when the browser
 * had a valid one), or, for an account with two-step sign-in, a challenge for the code.
 */
export type SignInOutcome =
  { signedIn: SignedIn; userId: string; deviceId: string | undefined } | { challenge: string };

export async function signup(ctx: AuthContext, input: SignupInput): Promise<SignedIn> {
  const { limits } = throttle;
  await throttle.consume(ctx.limiter, `signup:ip:${ctx.clientAddress}`, limits.signupPerAddress);
  // Keyed on the E.164 form, so writing the number another way is the same number.
  await throttle.consume(ctx.limiter, `signup:mobile:${input.mobile}`, limits.signupPerNumber);
  await throttle.consume(ctx.limiter, `signup:email:${input.email}`, limits.signupPerEmail);
  assertUncommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password, ctx.hashCost);
  const policy = await ctx.joinPolicy();
  // The privacy notice they were shown (issue 39): one that was never published is refused.
  const consent = input.consent?.privacyVersion;
  if (consent !== undefined && !(await privacy.noticeExists(ctx.db, consent)))
    throw new HttpError(400, 'validation', privacyMessages.unknownVersion, {
      consent: privacyMessages.unknownVersion,
    });
  try {
    const user = await ctx.db.transaction(async (tx) => {
      // Open: in at once. Roster: in at once when the roster names their email or mobile, else
      // waiting. Approval: waiting. Whoever waits signs in and fills in their profile meanwhile.
      const inserted = await accounts.insertUser(tx, {
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        membershipStatus: policy === 'open' ? 'verified' : 'pending',
      });
      if (consent !== undefined) await privacy.recordConsent(tx, inserted.id, consent);
      const entry = policy === 'roster' ? await claimRosterEntry(tx, inserted) : undefined;
      return (entry && (await verifyFromRoster(tx, inserted.id, entry))) || inserted;
    });
    const token = await accounts.createSession(ctx.db, user.id, ctx.origin);
    return {
      token,
      user: accounts.toSessionUser(user, await getDefaultCountry(ctx.db)),
      message: texts.signedUp,
    };
  } catch (error) {
    const field = accounts.conflictingField(error);
    if (!field) throw error;
    throw new HttpError(409, 'duplicate', takenMessages[field], { [field]: takenMessages[field] });
  }
}

/**
 * Every attempt is counted before the password is checked, in the same step that judges it
 * (ADR 28): per address, and then either per known device (the request carries the account's
 * device cookie) or per account-and-address and per account from anywhere (ADR 55): past 10
 * failures in 15 minutes an account refuses attempts from browsers it does not know, while the
 * owner's own keep their own limit. A success hands its counts back. The owner is told by email
 * once a window when their account sees many failures.
 */
export async function login(ctx: AuthContext, input: LoginInput): Promise<SignInOutcome> {
  const { limits } = throttle;
  const addressKey = `login:ip:${ctx.clientAddress}`;
  await throttle.consume(ctx.limiter, addressKey, limits.loginPerAddress);
  const user = await accounts.findUserByMobile(ctx.db, input.mobile);
  const deviceId = user ? await ctx.knownDevice(user.id) : undefined;
  const keys = deviceId
    ? [`login:device:${deviceId}`]
    : [`login:account-ip:${input.mobile}:${ctx.clientAddress}`, `login:account:${input.mobile}`];
  let accountCount = 0;
  if (deviceId) await throttle.consume(ctx.limiter, keys[0]!, limits.loginPerDevice);
  else {
    await throttle.consume(ctx.limiter, keys[0]!, limits.loginPerAccountAndAddress);
    accountCount = (await throttle.consume(ctx.limiter, keys[1]!, limits.loginPerAccount)).count;
  }

  decoyHash ??= hashPassword('decoy password that never matches', ctx.hashCost);
  // An account an admin added has no password until its invitation is used: never a match.
  const valid =
    (await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash))) &&
    Boolean(user?.passwordHash);
  if (!user || !valid) {
    if (user && accountCount >= limits.loginPerAccount.max) await warnOwner(ctx, user);
    throw new HttpError(401, 'invalid_credentials', texts.badCredentials);
  }
  if (input.asAdmin && !user.isAdmin) throw new HttpError(403, 'not_admin', texts.notAdmin);
  await Promise.all([
    ctx.limiter.giveBack(addressKey),
    ...keys.map((key, index) =>
      index === 0 && !deviceId ? ctx.limiter.clear(key) : ctx.limiter.giveBack(key),
    ),
  ]);
  if (user.twoFactorEnabled) return { challenge: await createChallenge(ctx.db, user.id) };
  return openSession(ctx, user, deviceId);
}

/**
 * The end of every sign-in: a new session, listed with where it was opened; a browser the account
 * did not know is told to the owner by email (after the answer, through the outbox).
 */
export async function openSession(
  ctx: AuthContext,
  user: accounts.UserRow,
  deviceId: string | undefined,
): Promise<SignInOutcome> {
  const token = await accounts.createSession(ctx.db, user.id, ctx.origin);
  if (!deviceId)
    await sendSecurityNotice(ctx.jobs, ctx.db, {
      userId: user.id,
      kind: 'new-device',
      userAgent: ctx.origin.userAgent ?? null,
      network: ctx.origin.network ?? null,
    });
  return {
    signedIn: {
      token,
      user: accounts.toSessionUser(user, await getDefaultCountry(ctx.db)),
      message: texts.signedIn,
    },
    userId: user.id,
    deviceId,
  };
}

/** Queues the owner's warning: at most one job per window (the job mails once a window too). */
async function warnOwner(ctx: AuthContext, user: accounts.UserRow) {
  await ctx.jobs.send(
    ctx.db,
    'sign-in-warning',
    { userId: user.id },
    { singletonKey: user.id, singletonSeconds: throttle.limits.loginPerAccount.windowSeconds },
  );
}

export async function changePassword(
  ctx: AuthContext,
  session: { sessionId: string; user: accounts.UserRow },
  input: ChangePasswordInput,
) {
  const key = `password-change:${session.user.id}`;
  await throttle.consume(ctx.limiter, key, throttle.limits.passwordChangePerAccount);
  if (!(await verifyPassword(input.currentPassword, session.user.passwordHash ?? ''))) {
    throw new HttpError(400, 'validation', texts.wrongCurrent, {
      currentPassword: texts.wrongCurrent,
    });
  }
  await ctx.limiter.giveBack(key);
  assertUncommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword, ctx.hashCost);
  await ctx.db.transaction(async (tx) => {
    await accounts.setPassword(tx, session.user.id, passwordHash);
    // A link asked for before the change must not undo it (issue 21 §3).
    await accounts.deletePasswordResets(tx, session.user.id);
    await accounts.revokeUserSessions(tx, session.user.id, session.sessionId);
    await sendSecurityNotice(ctx.jobs, tx, { userId: session.user.id, kind: 'password-changed' });
  });
  return { message: texts.passwordChanged };
}

/**
 * Answers at once and alike whether or not the identifier has an account (issue 21 §3): the
 * request's own work is the per-address count and queuing the same job; looking the account up,
 * its per-account limit, the token and the email are that job's (account-mail-jobs.ts), after
 * the answer and durably: a crash after the answer loses none of it (ADR 45).
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  identifier: string,
  language: Language,
) {
  await throttle.consume(
    ctx.limiter,
    `reset:ip:${ctx.clientAddress}`,
    throttle.limits.resetPerAddress,
  );
  await ctx.jobs.send(ctx.db, 'password-reset', { identifier, language });
  return { message: texts.resetRequested };
}

/** A used link kills every other link of its account and signs out all its sessions. */
export async function confirmPasswordReset(ctx: AuthContext, token: string, password: string) {
  assertUncommon(password, 'password');
  const passwordHash = await hashPassword(password, ctx.hashCost);
  return ctx.db.transaction(async (tx) => {
    const userId = await accounts.consumePasswordReset(tx, token);
    if (!userId)
      throw new HttpError(400, 'invalid_token', texts.resetInvalid, { token: texts.resetInvalid });
    await accounts.setPassword(tx, userId, passwordHash);
    await accounts.deletePasswordResets(tx, userId);
    await accounts.revokeUserSessions(tx, userId);
    await sendSecurityNotice(ctx.jobs, tx, { userId, kind: 'password-changed' });
    return { message: texts.resetDone, userId };
  });
}
