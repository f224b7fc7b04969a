// The privacy notice and consent calls (issue 39), apart from paths.ts: only lazy parts use them.
export const privacyApiPaths = {
  notice: '/api/privacy-notice',
  adminNotice: '/api/admin/privacy-notice',
  consent: '/api/me/privacy-consent',
} as const;
