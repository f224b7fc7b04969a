// The second step of a sign-in with two-step sign-in on (issue 38): asked only by the lazily
// loaded code step, so it stays out of lib/paths.ts (part of every first visit).
export const twoFactorApiPaths = {
  login: '/api/auth/login/2fa',
} as const;
