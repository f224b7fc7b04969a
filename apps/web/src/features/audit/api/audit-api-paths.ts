// The audit trail's calls (issue 38), apart from lib/paths.ts (part of every first visit): only
// the lazily loaded Audit screen needs them.
export const auditApiPaths = {
  list: '/api/admin/audit',
  csv: '/api/admin/audit.csv',
} as const;
