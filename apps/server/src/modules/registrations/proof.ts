import { randomBytes } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';
import type { Limiter } from '../auth/limiter';

// The registration form's invisible proof of work (issue 21 §4, ADR 33): ALTCHA's challenges,
// made and checked here, solved by the reader's browser while they fill in the form. Its cost
// grows with how many challenges an address has asked for lately, so a script asking for
// hundreds at once pays far more per place than a venue's phones, each asking for one.

/** How long a challenge may be solved and used: as long as someone takes to fill in the form. */
export const CHALLENGE_SECONDS = 10 * 60;

/**
 * The counter a browser must find is drawn from [max/2, max), tried one SHA-256 each: at `base`
 * a phone finds it in a fraction of a second, while its reader fills in the form. Past
 * `freeChallenges` in a minute from one address (a venue's busiest minute), every `step` more
 * doubles it, up to `ceiling` (seconds of a script's core per place).
 */
export const difficulty = {
  base: 5_000,
  freeChallenges: 20,
  step: 5,
  ceiling: 5_000_000,
  windowSeconds: 60,
} as const;

/** The counter range for an address's `count`-th challenge in the window. */
export function counterMaxFor(count: number): number {
  const doublings = Math.max(0, Math.ceil((count - difficulty.freeChallenges) / difficulty.step));
  return Math.min(difficulty.ceiling, difficulty.base * 2 ** Math.min(doublings, 30));
}

/** The signing key, made once per install and shared by every process through the database. */
export async function challengeSecret(db: Database): Promise<string> {
  return serverSecret(db, 'registration-challenge', randomBytes(32).toString('base64url'));
}

export class RegistrationProofs {
  private secret: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly limiter: Limiter,
  ) {}

  private key(): Promise<string> {
    this.secret ??= challengeSecret(this.db).catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return this.secret;
  }

  /** A challenge for `address`, harder the more it has asked for lately (one atomic count). */
  async challenge(address: string): Promise<Challenge> {
    const taken = await this.limiter.take(`reg-challenge:${address}`, {
      max: Number.MAX_SAFE_INTEGER,
      windowSeconds: difficulty.windowSeconds,
    });
    const max = counterMaxFor(taken.count);
    const secret = await this.key();
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.floor(max / 2), max),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
      hmacSignatureSecret: secret,
      // Lets a solution be checked with one HMAC instead of re-deriving its key.
      hmacKeySignatureSecret: secret,
    });
  }

  /**
   * Whether `header` (base64 of ALTCHA's payload JSON) proves the work for a challenge this
   * portal made, unexpired and not used before: each solution buys one registration.
   */
  async verify(header: string): Promise<boolean> {
    const payload = decodePayload(header);
    if (!payload) return false;
    const secret = await this.key();
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: secret,
    }).catch(() => undefined);
    if (!result?.verified || !payload.challenge.signature) return false;
    const use = await this.limiter.take(`reg-proof:${payload.challenge.signature}`, {
      max: 1,
      windowSeconds: CHALLENGE_SECONDS,
    });
    return use.count === 1;
  }
}

function decodePayload(header: string): Payload | undefined {
  if (header.length > 4096) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as Payload;
    const { challenge, solution } = payload ?? {};
    const shaped =
      typeof challenge?.parameters === 'object' &&
      typeof challenge.signature === 'string' &&
      typeof solution?.counter === 'number' &&
      typeof solution.derivedKey === 'string';
    return shaped ? payload : undefined;
  } catch {
    return undefined;
  }
}
