// One's channels and invitations, and a channel's membership calls, apart from paths.ts (part of every first visit): only the
// channel screens, loaded lazily, use them.
export const channelApiPaths = {
  mine: '/api/channels/mine',
  invitations: '/api/channels/invitations',
  join: (id: string) => `/api/channels/${encodeURIComponent(id)}/join`,
  members: (id: string) => `/api/channels/${encodeURIComponent(id)}/members`,
  member: (id: string, userId: string) =>
    `/api/channels/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
  invites: (id: string) => `/api/channels/${encodeURIComponent(id)}/invites`,
  acceptInvite: (id: string, userId: string) =>
    `/api/channels/${encodeURIComponent(id)}/invites/${encodeURIComponent(userId)}/accept`,
  rejectInvite: (id: string, userId: string) =>
    `/api/channels/${encodeURIComponent(id)}/invites/${encodeURIComponent(userId)}/reject`,
} as const;
