import type { Limit } from '../auth/limiter';

// The counts that keep a script from hoarding an event's places (issue 21 §4, ADR 33). No
// imports beyond a type: config.ts builds them from the environment.

export interface RegistrationLimits {
  /**
   * Per address and event, proof or not: a burst sent at once gets this many through. A venue's
   * 200 people over ten minutes are 3–4 per ten seconds; a clump past it waits seconds.
   */
  burstPerAddressAndEvent: Limit;
  /**
   * Per address, without the form's proof of work: a client written to the spec (a family, a
   * small group) still registers a handful at an ordinary pace.
   */
  unprovedPerAddress: Limit;
  /** Per address, with proofs: a venue's Wi-Fi (ADR 22's 200 in ten minutes) stays under it. */
  provedPerAddress: Limit;
}

export function registrationLimits(burst = 5, unproved = 5): RegistrationLimits {
  return {
    burstPerAddressAndEvent: { max: burst, windowSeconds: 10 },
    unprovedPerAddress: { max: unproved, windowSeconds: 10 * 60 },
    provedPerAddress: { max: 300, windowSeconds: 10 * 60 },
  };
}
