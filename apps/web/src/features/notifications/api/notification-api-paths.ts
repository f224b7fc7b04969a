// The bell's calls (issue 40), apart from paths.ts: only the bell, loaded for signed-in members
// after the first paint, uses them.
export const notificationApiPaths = {
  list: '/api/notifications',
  read: '/api/notifications/read',
} as const;
