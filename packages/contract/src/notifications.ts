import { z } from 'zod';
import { notificationMessages as m } from './notification-messages';

/**
 * Notifications (issue 40, ADR 60): an in-app list (the bell) and web push for the same kinds.
 * Paths and fields are a contract other clients rely on: keep them exactly
 * (docs/notifications-api.md).
 */
export const notificationKinds = [
  'waitlistConfirmed',
  'registrationCancelled',
  'eventTomorrow',
  'mentoring',
  'joinApproved',
  'followedMatch',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?cursor= */
export const notificationsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  /** In the recipient's language, as it was when the notification was made. */
  title: z.string(),
  body: z.string(),
  /** A path on this site ("/event-details/…"), where the notification leads. */
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type PortalNotification = z.infer<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  /** How many of the member's notifications are unread (all of them, not only this page's). */
  unread: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** POST /api/notifications/read: these ids, or (without ids) every one. */
export const notificationsReadSchema = z
  .object({ ids: z.array(z.uuid()).max(100).optional() })
  .optional()
  .default({});
export const notificationsReadResultSchema = z.object({
  /** How many became read by this call. */
  read: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});

/** GET/PUT /api/me/notification-preferences: one switch per kind, all on at first. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(notificationKinds.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * A P-256 public key uncompressed (65 bytes, first byte 0x04, so its base64url starts with "B" and then A to P)
 * and a 16-byte auth secret, as base64url; decoded by length (no Buffer: browsers read this too).
 */
const base64url = (bytes: number, message: string) =>
  z
    .string()
    .trim()
    .max(200)
    .refine((value) => {
      const bare = value.replace(/={1,2}$/, '');
      if (!/^[A-Za-z0-9_-]+$/.test(bare) || bare.length % 4 === 1) return false;
      const length = Math.floor((bare.length * 6) / 8);
      return length === bytes && (bytes !== 65 || /^B[A-P]/.test(bare));
    }, message);

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(m.endpointHttps).max(1000, m.endpointHttps),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, m.keyP256dh),
    auth: base64url(16, m.keyAuth),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().max(1000) });
export const pushKeySchema = z.object({
  /** The VAPID public key (base64url), the browser's applicationServerKey. */
  publicKey: z.string(),
});
export const pushTestResultSchema = z.object({
  /** Deliveries queued: one per device of the caller's with notifications on. */
  queued: z.number().int().nonnegative(),
});

/** POST/DELETE /api/matches/{id}/follow and /api/teams/{id}/follow */
export const followStateSchema = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;

/** GET /api/me/follows: what the signed-in member follows (the tournament screens mark them). */
export const myFollowsSchema = z.object({
  matches: z.array(z.string()),
  teams: z.array(z.string()),
});
export type MyFollows = z.infer<typeof myFollowsSchema>;
