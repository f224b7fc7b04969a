// Signing up, resetting and changing a password, and signing out everywhere: calls of lazily
// loaded screens, apart from paths.ts (part of every first visit).
export const authApiPaths = {
  signup: '/api/auth/signup',
  logoutAll: '/api/auth/logout-all',
  changePassword: '/api/auth/change-password',
  resetRequest: '/api/auth/reset-password/request',
  resetConfirm: '/api/auth/reset-password/confirm',
} as const;
