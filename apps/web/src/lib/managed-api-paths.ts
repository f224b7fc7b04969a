// What the caller manages (the management screens' pickers), apart from paths.ts (part of every
// first visit): only lazily loaded screens use them.
export const managedApiPaths = {
  /** Events the caller may manage (site admin: all). */
  events: '/api/events/managed',
  /** Channels the caller may put events and feed posts in (site admin: all). */
  channels: '/api/channels/managed',
} as const;
