// Notifications' texts (issue 40) without zod: the translation index (i18n/known-texts.ts)
// imports them, and so stays clear of the schemas in notifications.ts.

export const notificationMessages = {
  endpointHttps: 'A push subscription needs an https:// address from the browser’s push service.',
  keyP256dh: 'The subscription’s p256dh key must be a 65-byte P-256 public key (base64url).',
  keyAuth: 'The subscription’s auth secret must be 16 bytes (base64url).',
  noSuchMatch: 'No such match.',
  noSuchTeam: 'No such team.',
  noSubscriptions: 'This account has no device with notifications turned on.',
} as const;
