// Your data (issue 39): only the lazily loaded settings and restore screens use these, so they
// stay out of lib/paths.ts (part of every first visit).
export const yourDataApiPaths = {
  export: '/api/me/export',
  me: '/api/me',
  restore: '/api/account/restore',
} as const;
