// Mentoring's calls (issue 37), apart from paths.ts: only its lazily loaded screens use them.
export const mentoringApiPaths = {
  mentors: '/api/mentors',
  me: '/api/mentoring/me',
  requests: '/api/mentoring/requests',
  move: (id: string, move: string) => `/api/mentoring/requests/${encodeURIComponent(id)}/${move}`,
} as const;
