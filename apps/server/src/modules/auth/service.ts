import type {
  ChangePasswordInput,
  Language,
  LoginInput,
  LoginResponse,
  MessageDescriptor,
  SignupInput,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { textIn, withValues } from '../../i18n/server-text';
import { recipientLanguage } from '../mail/recipient-language';
import type { Mailer } from '../mail/mailer';
import { authMessages as texts, resetMailMessages, takenMessages } from './messages';
import { hashPassword, isCommonPassword, verifyPassword } from './password';
import * as accounts from './repository';
import * as throttle from './throttle';

export interface AuthContext {
  db: Database;
  hashCost: number;
  clientAddress: string;
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
  await throttle.consume(ctx.db, `signup:ip:${ctx.clientAddress}`, limits.signupPerAddress);
  // Keyed on the E.164 form, so writing the number another way is the same number.
  await throttle.consume(ctx.db, `signup:mobile:${input.mobile}`, limits.signupPerNumber);
  await throttle.consume(ctx.db, `signup:email:${input.email}`, limits.signupPerEmail);
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

export async function login(ctx: AuthContext, input: LoginInput): Promise<SignedIn> {
  const accountKey = `login:account:${input.mobile}`;
  const addressKey = `login:ip:${ctx.clientAddress}`;
  await throttle.assertNotBlocked(ctx.db, addressKey, throttle.limits.loginPerAddress);
  await throttle.assertNotBlocked(ctx.db, accountKey, throttle.limits.loginPerAccount);

  const user = await accounts.findUserByMobile(ctx.db, input.mobile);
  decoyHash ??= hashPassword('decoy password that never matches', ctx.hashCost);
  // An account an admin added has no password until its invitation is used: never a match.
  const valid =
    (await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash))) &&
    Boolean(user?.passwordHash);
  if (!user || !valid) {
    await throttle.count(ctx.db, addressKey, throttle.limits.loginPerAddress);
    await throttle.count(ctx.db, accountKey, throttle.limits.loginPerAccount);
    throw new HttpError(401, 'invalid_credentials', texts.badCredentials);
  }
  if (input.asAdmin && !user.isAdmin) throw new HttpError(403, 'not_admin', texts.notAdmin);
  await throttle.clear(ctx.db, accountKey);
  const token = await accounts.createSession(ctx.db, user.id);
  return { token, user: accounts.toSessionUser(user), message: texts.signedIn };
}

export async function changePassword(
  ctx: AuthContext,
  session: { sessionId: string; user: accounts.UserRow },
  input: ChangePasswordInput,
) {
  const accountKey = `login:account:${session.user.mobile}`;
  await throttle.assertNotBlocked(ctx.db, accountKey, throttle.limits.loginPerAccount);
  if (!(await verifyPassword(input.currentPassword, session.user.passwordHash ?? ''))) {
    await throttle.count(ctx.db, accountKey, throttle.limits.loginPerAccount);
    throw new HttpError(400, 'validation', texts.wrongCurrent, {
      currentPassword: texts.wrongCurrent,
    });
  }
  assertUncommon(input.newPassword, 'newPassword');
  await accounts.setPassword(
    ctx.db,
    session.user.id,
    await hashPassword(input.newPassword, ctx.hashCost),
  );
  await accounts.revokeUserSessions(ctx.db, session.user.id, session.sessionId);
  return { message: texts.passwordChanged };
}

export interface ResetMailOptions {
  mailer: Mailer;
  resetPageUrl: string;
  siteName: string;
  /** The language of the request: the email's, unless the account has its own. */
  language: Language;
}

export async function requestPasswordReset(
  ctx: AuthContext,
  identifier: string,
  mail: ResetMailOptions,
) {
  await throttle.consume(ctx.db, `reset:ip:${ctx.clientAddress}`, throttle.limits.resetPerAddress);
  const user = identifier.includes('@')
    ? await accounts.findUserByEmail(ctx.db, identifier)
    : await accounts.findUserByMobile(ctx.db, identifier);
  if (!user) return { message: texts.resetRequested };
  const accountKey = `reset:account:${user.id}`;
  if ((await throttle.secondsBlocked(ctx.db, accountKey, throttle.limits.resetPerAccount)) > 0) {
    return { message: texts.resetRequested }; // the same answer: never reveal that the account exists
  }
  await throttle.count(ctx.db, accountKey, throttle.limits.resetPerAccount);
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
  return { message: texts.resetRequested };
}

export async function confirmPasswordReset(ctx: AuthContext, token: string, password: string) {
  assertUncommon(password, 'password');
  const passwordHash = await hashPassword(password, ctx.hashCost);
  return ctx.db.transaction(async (tx) => {
    const userId = await accounts.consumePasswordReset(tx, token);
    if (!userId)
      throw new HttpError(400, 'invalid_token', texts.resetInvalid, { token: texts.resetInvalid });
    await accounts.setPassword(tx, userId, passwordHash);
    await accounts.revokeUserSessions(tx, userId);
    return { message: texts.resetDone };
  });
}
