// Web push's calls (issue 40), apart from paths.ts: only signed-in members' lazily loaded code
// (the bell's prompt, the settings' Notifications section) uses them.
export const pushApiPaths = {
  key: '/api/push/key',
  subscriptions: '/api/push/subscriptions',
  test: '/api/push/test',
} as const;
