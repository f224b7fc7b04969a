// The alumni network's calls (issue 35), apart from paths.ts: only lazily loaded screens use
// them, and paths.ts is part of every first visit.
export const alumniApiPaths = {
  directory: {
    list: '/api/directory',
    places: '/api/directory/places',
    one: (userId: string) => `/api/directory/${encodeURIComponent(userId)}`,
  },
  batches: {
    list: '/api/batches',
    one: (batch: number) => `/api/batches/${batch}`,
    reps: (batch: number) => `/api/batches/${batch}/reps`,
  },
  admin: {
    joinRequests: '/api/admin/join-requests',
    approveJoin: (userId: string) =>
      `/api/admin/join-requests/${encodeURIComponent(userId)}/approve`,
    rejectJoin: (userId: string) => `/api/admin/join-requests/${encodeURIComponent(userId)}/reject`,
    roster: '/api/admin/roster',
    rosterImport: '/api/admin/roster/import',
    rosterInvite: '/api/admin/roster/invite',
  },
} as const;
