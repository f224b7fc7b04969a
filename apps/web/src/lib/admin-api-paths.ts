// The site admins' calls, apart from paths.ts: only lazily loaded screens use them, and paths.ts
// is part of every first visit.
export const adminApiPaths = {
  outbox: '/api/admin/outbox',
  siteSettings: '/api/admin/site-settings',
  webVitals: '/api/admin/web-vitals',
  unreadablePhones: '/api/admin/unreadable-phones',
  jobs: '/api/admin/jobs',
  failedJobs: '/api/admin/jobs/failed',
  retryJobs: (queue: string) => `/api/admin/jobs/${encodeURIComponent(queue)}/retry`,
  /** The support desk's inbox (issue 3 §12). */
  messages: '/api/admin/messages',
  message: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`,
} as const;
