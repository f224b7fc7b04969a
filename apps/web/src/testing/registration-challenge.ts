import { REGISTRATION_PROOF_HEADER } from '@portal/contract';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { json } from './stub-fetch';

// A real ALTCHA challenge for the registration form's tests, signed with a test key, easy to
// solve: the form's proof of work runs in full and the proof it sends can be checked.
const secret = 'registration-form-test-key';

export async function registrationChallenge(): Promise<Response> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 50,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
  return json(challenge);
}

/** Whether the request carries a proof of work for a challenge made above. */
export async function carriesValidProof(request: Request): Promise<boolean> {
  const header = request.headers.get(REGISTRATION_PROOF_HEADER);
  if (!header) return false;
  const { challenge, solution } = JSON.parse(atob(header)) as {
    challenge: Challenge;
    solution: Solution;
  };
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
  return result.verified;
}
