// The members' directory's calls (spec screens 17–19), apart from paths.ts (part of every first
// visit): only lazily loaded screens use them.
export const memberApiPaths = {
  list: '/api/members',
  count: '/api/members/count',
  one: (id: string) => `/api/members/${encodeURIComponent(id)}`,
  twoFactor: (id: string) => `/api/members/${encodeURIComponent(id)}/2fa`,
} as const;
