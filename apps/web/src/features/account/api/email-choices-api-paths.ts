// Email choices and one-click unsubscribe (issue 39), apart from paths.ts: only lazy screens use them.
export const emailChoicesApiPaths = {
  preferences: '/api/me/email-preferences',
  /** RFC 8058's one-click POST; the page at GET /u/{token} posts the same. */
  unsubscribe: (token: string) => `/u/${encodeURIComponent(token)}`,
} as const;
