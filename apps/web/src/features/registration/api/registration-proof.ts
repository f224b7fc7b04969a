import { registrationChallengeSchema } from '@portal/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { useCallback, useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { registrationApiPaths } from './registration-api-paths';

// The registration form's invisible proof of work (issue 21 §4, ADR 33): the server's ALTCHA
// challenge, solved with the browser's own SHA-256 while the reader fills in the form.

/** Give up on a challenge rather than hold the form: the server then counts it as unproved. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * A fresh proof, base64 of `{ challenge, solution }`, or undefined when none could be had (the
 * server unreachable, an old browser): the registration then goes without one, among the
 * handful an address may send so.
 */
export async function solveRegistrationProof(): Promise<string | undefined> {
  try {
    const challenge = await apiRequest(
      registrationApiPaths.registrationChallenge,
      registrationChallengeSchema,
    );
    const solution = await solveChallenge({
      challenge: challenge as Challenge,
      deriveKey,
      timeout: SOLVE_TIMEOUT_MS,
    });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the work as the form opens, so it is done by the time its reader sends it. Returns the
 * function that hands a proof over: each buys one registration, so the next is solved afresh.
 */
export function useRegistrationProof(): () => Promise<string | undefined> {
  const pending = useRef<Promise<string | undefined> | undefined>(undefined);
  useEffect(() => {
    pending.current ??= solveRegistrationProof();
  }, []);
  return useCallback(() => {
    const proof = pending.current ?? solveRegistrationProof();
    pending.current = undefined;
    return proof;
  }, []);
}
