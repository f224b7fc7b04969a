// The opportunities calls (issue 37), apart from paths.ts: only these lazily loaded screens use them.
export const opportunityApiPaths = {
  list: '/api/opportunities',
  mine: '/api/opportunities/mine',
  pending: '/api/opportunities/pending',
  alerts: '/api/opportunities/alerts',
  act: (id: string, action: 'publish' | 'reject' | 'close') =>
    `/api/opportunities/${encodeURIComponent(id)}/${action}`,
} as const;
