import { withValues } from '../../i18n/server-text';
import { addressBucket } from '../../plugins/address-bucket';
import { HttpError } from '../../plugins/errors';
import type { Limit, Limiter } from '../auth/limiter';
import type { RegistrationLimits } from './limits';
import { registrationServerMessages as texts } from './messages';
import type { RegistrationProofs } from './proof';

// A script cannot hoard an event's places (issue 21 §4, ADR 33). Three counts, each judged in
// one atomic step (ADR 28), decide whether a registration may be tried at all; the event's own
// lock then decides its place as before.

function tooMany(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const error = new HttpError(
    429,
    'rate_limited',
    withValues(texts.tooManyFromAddress, { seconds: String(seconds) }),
  );
  error.headers = { 'retry-after': String(seconds) };
  return error;
}

async function count(limiter: Limiter, key: string, limit: Limit): Promise<void> {
  const taken = await limiter.take(key, limit);
  if (taken.count > limit.max) throw tooMany(taken.retryAfterSeconds);
}

/**
 * Lets a registration be tried, or refuses it: 429 past a limit, 400 for a proof that is forged,
 * expired or used before. The burst count comes first, so a flood is refused before any proof is
 * checked; a proof is spent only by a registration that goes on to be tried.
 */
export async function admitAttempt(
  limiter: Limiter,
  proofs: RegistrationProofs,
  limits: RegistrationLimits,
  attempt: { address: string; eventId: string; proof: string | undefined },
): Promise<void> {
  const address = addressBucket(attempt.address);
  const { burstPerAddressAndEvent, provedPerAddress, unprovedPerAddress } = limits;
  await count(limiter, `reg:burst:${address}:${attempt.eventId}`, burstPerAddressAndEvent);
  if (attempt.proof === undefined) {
    await count(limiter, `reg:unproved:${address}`, unprovedPerAddress);
    return;
  }
  await count(limiter, `reg:proved:${address}`, provedPerAddress);
  if (!(await proofs.verify(attempt.proof)))
    throw new HttpError(400, 'proof_invalid', texts.proofInvalid);
}
