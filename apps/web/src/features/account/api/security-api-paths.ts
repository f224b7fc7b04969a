// Two-step sign-in and the session list (issue 38): calls of Account Settings only, kept out of
// lib/paths.ts (part of every first visit).
export const securityApiPaths = {
  twoFactor: '/api/me/2fa',
  twoFactorSetup: '/api/me/2fa/setup',
  twoFactorEnable: '/api/me/2fa/enable',
  twoFactorDisable: '/api/me/2fa/disable',
  sessions: '/api/me/sessions',
  session: (id: string) => `/api/me/sessions/${encodeURIComponent(id)}`,
} as const;
