// Issue 39: only the lazily loaded members screen reads it, so it stays out of lib/paths.ts.
export const pendingDeletionsPath = '/api/admin/account-deletions';
