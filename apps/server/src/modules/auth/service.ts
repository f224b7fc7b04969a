import type {
  ChangePasswordInput,
  Language,
  LoginInput,
  LoginResponse,
  MessageDescriptor,
  SignupInput,
} from '@portal/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client';
import type { Background } from '../../plugins/background';
import { getDefaultLanguage } from '../site/repository';
import { HttpError } from '../../plugins/errors';
import { textIn, withValues } from '../../i18n/server-text';
import { recipientLanguage } from '../mail/recipient-language';
import type { Mailer } from '../mail/mailer';
import {
  authMessages as texts,
  failedSignInMailMessages,
  resetMailMessages,
  takenMessages,
} from './messages';
import type { Limiter } from './limiter';
import { hashPassword, isCommonPassword, verifyPassword } from './password';
import * as accounts from './repository';
import * as throttle from './throttle';

export interface AuthContext {
  db: Database;
  hashCost: number;
  clientAddress: string;
  limiter: Limiter;
  /** Work the answer does not wait for (and whose timing must not show in it). */
  background: Background;
  mailer: Mailer;
  siteName: () => Promise<string>;
  /** One step of the slowdown past an account's loose limit (a config value, so tests need not wait). */
  slowdownStepMs: number;
}

function assertUncommon(password: string, field: string) {
  if (isCommonPassword(password))
    throw new HttpError(400, 'validation', texts.commonPassword, { [field]: texts.commonPassword });
}

// Verifying against this when the mobile is unknown keeps the timing of both failures alike.
let decoyHash: Promise<string> | undefined;

/** A sign-in's answer: its message is put in the reader's language by the route. */
type SignedIn = Omit<LoginResponse, 'message'> & { message: MessageDescriptor };

export async function signup(ctx: AuthContext, input: SignupInput): Promise<SignedIn> {
  const { limits } = throttle;
  await throttle.consume(ctx.limiter, `signup:ip:${ctx.clientAddress}`, limits.signupPerAddress);
  // Keyed on the E.164 form, so writing the number another way is the same number.
  await throttle.consume(ctx.limiter, `signup:mobile:${input.mobile}`, limits.signupPerNumber);
  await throttle.consume(ctx.limiter, `signup:email:${input.email}`, limits.signupPerEmail);
  assertUncommon(input.password, 'password');
  const passwordHash = await hashPassword(input.password, ctx.hashCost);
  try {
    const user = await accounts.insertUser(ctx.db, {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      passwordHash,
    });
    const token = await accounts.createSession(ctx.db, user.id);
    return { token, user: accounts.toSessionUser(user), message: texts.signedUp };
  } catch (error) {
    const field = accounts.conflictingField(error);
    if (!field) throw error;
    throw new HttpError(409, 'duplicate', takenMessages[field], { [field]: takenMessages[field] });
  }
}

/**
 * Every attempt is counted before the password is checked, in the same step that judges it
 * (ADR 28): per address, per account-and-address (strict: 429), and per account (loose: slowed,
 * never refused, so a guesser elsewhere cannot keep the owner out). A success hands its counts
 * back. The owner is told by email once a window when their account sees many failures.
 */
export async function login(ctx: AuthContext, input: LoginInput): Promise<SignedIn> {
  const { limits } = throttle;
  const addressKey = `login:ip:${ctx.clientAddress}`;
  const pairKey = `login:account-ip:${input.mobile}:${ctx.clientAddress}`;
  const accountKey = `login:account:${input.mobile}`;
  await throttle.consume(ctx.limiter, addressKey, limits.loginPerAddress);
  await throttle.consume(ctx.limiter, pairKey, limits.loginPerAccountAndAddress);
  const account = await ctx.limiter.take(accountKey, limits.loginPerAccount);
  const wait = throttle.slowdownMs(account.count, ctx.slowdownStepMs);
  if (wait > 0) await sleep(wait);

  const user = await accounts.findUserByMobile(ctx.db, input.mobile);
  decoyHash ??= hashPassword('decoy password that never matches', ctx.hashCost);
  // An account an admin added has no password until its invitation is used: never a match.
  const valid =
    (await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash))) &&
    Boolean(user?.passwordHash);
  if (!user || !valid) {
    if (user && account.count >= limits.loginPerAccount.max) warnOwner(ctx, user);
    throw new HttpError(401, 'invalid_credentials', texts.badCredentials);
  }
  if (input.asAdmin && !user.isAdmin) throw new HttpError(403, 'not_admin', texts.notAdmin);
  await Promise.all([
    ctx.limiter.giveBack(addressKey),
    ctx.limiter.clear(pairKey),
    ctx.limiter.giveBack(accountKey),
  ]);
  const token = await accounts.createSession(ctx.db, user.id);
  return { token, user: accounts.toSessionUser(user), message: texts.signedIn };
}

/** Emails the owner that their account is being guessed at: at most once per window. */
function warnOwner(ctx: AuthContext, user: accounts.UserRow) {
  ctx.background.run('failed sign-in warning', async () => {
    const window = throttle.limits.loginPerAccount;
    if (!(await throttle.within(ctx.limiter, `login:warned:${user.id}`, { ...window, max: 1 })))
      return;
    const language = recipientLanguage(user, await getDefaultLanguage(ctx.db));
    const values = {
      name: user.name,
      siteName: await ctx.siteName(),
      attempts: window.max,
      minutes: window.windowSeconds / 60,
    };
    await ctx.mailer.enqueue(ctx.db, {
      to: user.email,
      subject: textIn(language, withValues(failedSignInMailMessages.subject, values)),
      text: textIn(language, withValues(failedSignInMailMessages.body, values)),
    });
  });
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
  });
  return { message: texts.passwordChanged };
}

export interface ResetMailOptions {
  mailer: Mailer;
  resetPageUrl: string;
  siteName: string;
  /** The language of the request: the email's, unless the account has its own. */
  language: Language;
}

/**
 * Answers at once and alike whether or not the identifier has an account (issue 21 §3): the
 * request's own work is the per-address count; looking the account up, its per-account limit,
 * the token and the email happen in the background, after the answer.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  identifier: string,
  mail: ResetMailOptions,
) {
  await throttle.consume(
    ctx.limiter,
    `reset:ip:${ctx.clientAddress}`,
    throttle.limits.resetPerAddress,
  );
  ctx.background.run('password reset', () => sendResetLink(ctx, identifier, mail));
  return { message: texts.resetRequested };
}

/** The work of a reset request: nothing, silently, for an unknown or too often asked account. */
export async function sendResetLink(ctx: AuthContext, identifier: string, mail: ResetMailOptions) {
  const user = identifier.includes('@')
    ? await accounts.findUserByEmail(ctx.db, identifier)
    : await accounts.findUserByMobile(ctx.db, identifier);
  if (!user) return;
  const accountKey = `reset:account:${user.id}`;
  if (!(await throttle.within(ctx.limiter, accountKey, throttle.limits.resetPerAccount))) return;
  await ctx.db.transaction(async (tx) => {
    const token = await accounts.createPasswordReset(tx, user.id);
    const link = `${mail.resetPageUrl}?token=${encodeURIComponent(token)}`;
    const language = recipientLanguage(user, mail.language);
    const values = { name: user.name, siteName: mail.siteName, link };
    await mail.mailer.enqueue(tx, {
      to: user.email,
      subject: textIn(language, withValues(resetMailMessages.subject, values)),
      text: textIn(language, withValues(resetMailMessages.body, values)),
    });
  });
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
    return { message: texts.resetDone };
  });
}
