import type {
  AccountSession,
  Language,
  TwoFactorDisableInput,
  TwoFactorLoginInput,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@portal/contract';
import QRCode from 'qrcode';
import { HttpError } from '../../plugins/errors';
import type { Session } from '../auth/session-cache';
import { openSession, type AuthContext, type SignInOutcome } from '../auth/service';
import * as accounts from '../auth/repository';
import { verifyPassword } from '../auth/password';
import * as throttle from '../auth/throttle';
import { deviceName } from './device-name';
import { securityMessages as texts } from './messages';
import { sendSecurityNotice } from './notice-jobs';
import * as repo from './repository';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

const wrongCode = (status: 400 | 401) =>
  new HttpError(
    status,
    'invalid_code',
    texts.wrongCode,
    status === 400 ? { code: texts.wrongCode } : undefined,
  );

const now = () => Date.now();

/**
 * Uses `code` for the account, once: a TOTP code of a step after the last one used, or an unused
 * recovery code. Each is spent in one conditional write, so two requests with one code cannot
 * both pass.
 */
async function spendCode(ctx: AuthContext, userId: string, code: string): Promise<boolean> {
  const secret = await repo.getTwoFactor(ctx.db, userId);
  if (!secret?.enabledAt) return false;
  if (/^\d{3}[\s-]?\d{3}$/.test(code.trim())) {
    const step = matchTotp(secret.secret, code, now(), secret.lastUsedStep);
    return step !== undefined && (await repo.useTotpStep(ctx.db, userId, step));
  }
  return repo.useRecoveryCode(ctx.db, userId, code);
}

export async function twoFactorStatus(
  ctx: AuthContext,
  session: Session,
): Promise<TwoFactorStatus> {
  const { user } = session;
  return {
    enabled: user.twoFactorEnabled,
    recoveryCodesLeft: user.twoFactorEnabled ? await repo.recoveryCodesLeft(ctx.db, user.id) : 0,
    requiredForAdmin: session.twoFactorSetupRequired,
  };
}

/** A new secret for the app, waiting for its first code (replacing one never confirmed). */
export async function setUp(
  ctx: AuthContext,
  session: Session,
  siteName: string,
): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  if (
    session.user.twoFactorEnabled ||
    !(await repo.savePendingSecret(ctx.db, session.user.id, secret))
  )
    throw new HttpError(409, 'two_factor_on', texts.alreadyOn);
  const url = otpauthUrl(secret, siteName, session.user.email);
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl: url, qrSvg };
}

/** The first code from the app turns it on, with ten recovery codes shown this once. */
export async function enable(ctx: AuthContext, session: Session, code: string) {
  const { user } = session;
  await throttle.consume(
    ctx.limiter,
    `2fa-change:${user.id}`,
    throttle.limits.twoFactorChangePerAccount,
  );
  const pending = await repo.getTwoFactor(ctx.db, user.id);
  if (pending?.enabledAt || user.twoFactorEnabled)
    throw new HttpError(409, 'two_factor_on', texts.alreadyOn);
  if (!pending) throw new HttpError(409, 'not_set_up', texts.notSetUp);
  const step = matchTotp(pending.secret, code, now(), pending.lastUsedStep);
  const codes = Array.from({ length: repo.RECOVERY_CODE_COUNT }, repo.newRecoveryCode);
  if (step === undefined) throw wrongCode(400);
  // Thrown inside, so a code that loses a race changes nothing at all.
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.useTotpStep(tx, user.id, step, false))) throw wrongCode(400);
    if (!(await repo.enableTwoFactor(tx, user.id, codes)))
      throw new HttpError(409, 'two_factor_on', texts.alreadyOn);
    await sendSecurityNotice(ctx.jobs, tx, { userId: user.id, kind: 'two-factor-on' });
  });
  await ctx.limiter.giveBack(`2fa-change:${user.id}`);
  return { recoveryCodes: codes };
}

/** Turning it off takes the password and a code (TOTP or recovery), so a borrowed session cannot. */
export async function disable(ctx: AuthContext, session: Session, input: TwoFactorDisableInput) {
  const { user } = session;
  const key = `2fa-change:${user.id}`;
  await throttle.consume(ctx.limiter, key, throttle.limits.twoFactorChangePerAccount);
  if (!user.twoFactorEnabled) throw new HttpError(409, 'two_factor_off', texts.notOn);
  if (!(await verifyPassword(input.password, user.passwordHash ?? '')))
    throw new HttpError(400, 'validation', texts.wrongPassword, { password: texts.wrongPassword });
  await ctx.db.transaction(async (tx) => {
    if (!(await spendCode({ ...ctx, db: tx }, user.id, input.code))) throw wrongCode(400);
    await repo.disableTwoFactor(tx, user.id);
    await sendSecurityNotice(ctx.jobs, tx, { userId: user.id, kind: 'two-factor-off' });
  });
  await ctx.limiter.giveBack(key);
  return { message: texts.turnedOff };
}

/**
 * The second step of a sign-in: a live challenge and a code. Wrong codes are counted per
 * challenge (five, then the password is asked again) and per account, or per device when the
 * browser carries the account's device cookie (ADR 55). A right code spends the challenge and
 * opens a session exactly as a sign-in without two-step would.
 */
export async function completeSignIn(
  ctx: AuthContext,
  input: TwoFactorLoginInput,
): Promise<SignInOutcome> {
  await throttle.consume(
    ctx.limiter,
    `login:ip:${ctx.clientAddress}`,
    throttle.limits.loginPerAddress,
  );
  const challengeGone = () => new HttpError(401, 'invalid_challenge', texts.challengeGone);
  const owner = await repo.challengeAccount(ctx.db, input.challenge);
  if (!owner) throw challengeGone();
  const deviceId = await ctx.knownDevice(owner);
  const key = deviceId ? `login-2fa:device:${deviceId}` : `login-2fa:account:${owner}`;
  await throttle.consume(ctx.limiter, key, throttle.limits.twoFactorPerAccount);
  if (!(await repo.tryChallenge(ctx.db, input.challenge))) throw challengeGone();
  // The challenge and the code are spent together or not at all: a wrong code leaves the
  // challenge for the next try (its tries were counted above, outside).
  const user = await ctx.db.transaction(async (tx) => {
    if (!(await repo.spendChallenge(tx, input.challenge))) throw challengeGone();
    if (!(await spendCode({ ...ctx, db: tx }, owner, input.code))) throw wrongCode(401);
    return accounts.findUserById(tx, owner);
  });
  if (!user) throw challengeGone();
  await Promise.all([
    ctx.limiter.giveBack(key),
    ctx.limiter.giveBack(`login:ip:${ctx.clientAddress}`),
  ]);
  return openSession(ctx, user, deviceId);
}

/** The account's signed-in devices, this one marked. */
export async function listSessions(
  ctx: AuthContext,
  session: Session,
  language: Language,
): Promise<AccountSession[]> {
  const rows = await repo.listSessions(ctx.db, session.user.id);
  return rows.map((row) => ({
    _id: row.id,
    current: row.id === session.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastUsedAt.toISOString(),
    device: deviceName(language, row.userAgent),
    place: row.network,
  }));
}
