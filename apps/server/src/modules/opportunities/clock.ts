/**
 * The time the opportunity rules read (expiry, the list's filter, the digest's week). The real
 * clock, except in tests, which move it to see posts expire and digests fall due (issue 37).
 */
export const opportunityClock = { now: (): Date => new Date() };
