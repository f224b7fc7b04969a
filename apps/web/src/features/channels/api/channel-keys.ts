import { sessionQueryRoot } from '../../../lib/current-user';

// Keys sit under the session root: a channel's `viewer`, its invites and each post's `canDelete`
// depend on who is asking, so signing in or out refetches them (see lib/auth-session.ts).

export const channelsQueryRoot = [sessionQueryRoot, 'channels'] as const;

export const channelKeys = {
  list: (q: string) => [...channelsQueryRoot, 'list', q] as const,
  mine: () => [...channelsQueryRoot, 'mine'] as const,
  invitations: () => [...channelsQueryRoot, 'invitations'] as const,
  /** The channel; its members and invites sit under it, so invalidating it refreshes all three. */
  one: (id: string) => [...channelsQueryRoot, 'one', id] as const,
  members: (id: string) => [...channelsQueryRoot, 'one', id, 'members'] as const,
  invites: (id: string) => [...channelsQueryRoot, 'one', id, 'invites'] as const,
};

export const postsQueryRoot = [sessionQueryRoot, 'posts'] as const;

/** A wall's posts; the main community wall has no channel. */
export function postKeys(channelId: string | undefined) {
  return [...postsQueryRoot, channelId ?? 'main'] as const;
}

/** The header that carries the next page's cursor on list calls (docs/community-api.md). */
export const nextCursorHeader = 'X-Next-Cursor';

/** The cursor for the next page, or undefined on the last page. */
export function readNextCursor(headers: Headers): string | undefined {
  return headers.get(nextCursorHeader) || undefined;
}
