import type { LoginResponse } from '@portal/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getCurrentUserQueryOptions, sessionQueryRoot } from './current-user';
import { clearSession, readToken, saveSession, subscribeToStorage } from './storage';

// Which token each query cache's personal data belongs to, so a session that changes behind
// our back (another tab, a 401) never leaves one person's data on view for the next.
const cacheOwners = new WeakMap<QueryClient, string | null>();

function dropSessionData(queryClient: QueryClient, token: string | null): void {
  cacheOwners.set(queryClient, token);
  queryClient.removeQueries({ queryKey: [sessionQueryRoot] });
}

/** Stores a new session from a sign-in or sign-up response (spec §4 Login, Signup). */
export function useStartSession(): (response: LoginResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    ({ token, user }: LoginResponse) => {
      dropSessionData(queryClient, token);
      saveSession({ token, isAdmin: user.isAdmin });
      queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user);
    },
    [queryClient],
  );
}

/** Forgets the session on this device (spec §4 Sign out); the caller then goes to /login. */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    dropSessionData(queryClient, null);
    clearSession();
  }, [queryClient]);
}

// Marks a navigation made to leave the session on purpose (see useLeaveSession).
const leavingState = { leftSession: true } as const;

function isLeavingState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leftSession' in state;
}

/**
 * Leaves the session on purpose (sign out, sign out everywhere, account deleted): goes to `to`,
 * and the shell forgets the session once that page is on screen. Forgetting it first would let
 * the current page's sign-in guard see a visitor and redirect to /login on its own.
 */
export function useLeaveSession(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      await navigate(to, { replace: true, state: leavingState });
    },
    [navigate],
  );
}

/**
 * Mounted once, in the shell: ends a session that is being left on purpose, and drops personal
 * data when the stored token changes behind our back (another tab, a 401).
 */
// The server renders what a visitor sees (app/entry-server.tsx).
const noToken = () => null;

export function useSessionHousekeeping(): void {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const location = useLocation();
  const leaving = isLeavingState(location.state);
  const token = useSyncExternalStore(subscribeToStorage, readToken, noToken);

  useEffect(() => {
    if (!leaving) return;
    endSession();
    // Drop the marker so going back to this entry later does not sign anyone out.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [leaving, endSession, navigate, location.pathname, location.search, location.hash]);

  useEffect(() => {
    if (!cacheOwners.has(queryClient)) cacheOwners.set(queryClient, token);
    else if (cacheOwners.get(queryClient) !== token) dropSessionData(queryClient, token);
  }, [queryClient, token]);
}
