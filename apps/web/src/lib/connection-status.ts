/**
 * Whether the portal can reach its database, as the last API answers tell. A 503 "unavailable",
 * or a list served from its last good copy (the server's X-Portal-Stale header), means it is
 * reconnecting; a fresh answer means it is back. Kept outside React so the API client can tell
 * it, and tiny, because the first visit carries it (app/layout/reconnecting-notice.tsx shows it).
 */
let reconnecting = false;
const listeners = new Set<() => void>();

/** The header the server sets on an answer it gave from a last good copy (public-cache.ts). */
export const staleHeader = 'x-portal-stale';

export function setReconnecting(value: boolean): void {
  if (reconnecting === value) return;
  reconnecting = value;
  for (const listener of listeners) listener();
}

export const isReconnecting = (): boolean => reconnecting;

/** For useSyncExternalStore. */
export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What one API answer says about the connection (`code` is the error body's, if any). */
export function noteAnswer(status: number, headers: Headers, code?: string): void {
  if (status === 503 && code === 'unavailable') setReconnecting(true);
  else if (headers.has(staleHeader)) setReconnecting(true);
  else if (status >= 200 && status < 300) setReconnecting(false);
}
