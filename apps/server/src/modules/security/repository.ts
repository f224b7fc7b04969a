import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  recoveryCodes,
  sessions,
  signInChallenges,
  twoFactorSecrets,
  users,
} from '../../db/schema/index';
import { SESSION_IDLE_MS } from '../auth/repository';
import { hashToken, newToken } from '../auth/tokens';

/** How long the step between a right password and its code may take. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it is spent (then the password is asked again). */
export const CHALLENGE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

export async function getTwoFactor(db: Database, userId: string) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

/** Stores a new secret waiting for its first code; false when two-step sign-in is already on. */
export async function savePendingSecret(db: Database, userId: string, secret: string) {
  const rows = await db
    .insert(twoFactorSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

/**
 * Records `step` as used, once: false when it (or a later step) was used already, or when the
 * secret is gone. Concurrent uses of one code queue on the row; only the first wins.
 */
export async function useTotpStep(db: Database, userId: string, step: number, enabled = true) {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        enabled
          ? sql`${twoFactorSecrets.enabledAt} is not null`
          : isNull(twoFactorSecrets.enabledAt),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

/** Recovery codes: ten groups of 5+5 letters and digits people can read aloud (50 bits each). */
const codeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest();

/** Turns it on with fresh recovery codes (old ones die); false if it was turned on meanwhile. */
export async function enableTwoFactor(db: Database, userId: string, codes: string[]) {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ enabledAt: sql`now()` })
    .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
    .returning({ userId: twoFactorSecrets.userId });
  if (rows.length !== 1) return false;
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  await db
    .update(users)
    .set({ twoFactorEnabled: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return true;
}

export async function disableTwoFactor(db: Database, userId: string) {
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Uses a recovery code of the account, once: false if unknown or already used. */
export async function useRecoveryCode(db: Database, userId: string, code: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        eq(recoveryCodes.userId, userId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Database, userId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function createChallenge(db: Database, userId: string): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  await db.insert(signInChallenges).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

const liveChallenge = (token: string) =>
  and(
    eq(signInChallenges.tokenHash, hashToken(token)),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, sql`now()`),
  );

/**
 * Counts one code tried against a live challenge and returns its account, in one step: undefined
 * when the challenge is unknown, used, expired or out of tries.
 */
export async function tryChallenge(db: Database, token: string) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(and(liveChallenge(token), lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS)))
    .returning({ userId: signInChallenges.userId });
  return row?.userId;
}

/** The account of a live challenge with tries left, without counting a try. */
export async function challengeAccount(db: Database, token: string) {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(and(liveChallenge(token), lt(signInChallenges.attempts, CHALLENGE_ATTEMPTS)));
  return row?.userId;
}

/** Spends a challenge: true for the one request that does. */
export async function spendChallenge(db: Database, token: string) {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(liveChallenge(token))
    .returning({ userId: signInChallenges.userId });
  return rows.length === 1;
}

/** An account's live sessions, the most recently used first. */
export async function listSessions(db: Database, userId: string, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
      network: sessions.network,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), asc(sessions.createdAt));
}

/** Revokes one live session of the account: false when it is not theirs or already over. */
export async function revokeOwnSession(db: Database, userId: string, sessionId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}
