import { sessionUserSchema, type SessionUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { apiPaths } from './paths';
import { useSession } from './session';
import { readToken, writeIsAdmin } from './storage';

// The first visit reads these: their answers are checked against the schema in development and
// tests only, so a production build leaves the schema, and zod, out of it (ADR 20, api-client.ts).

// The signed-in person lives in lib because the shell, guards and several features need it and
// features may not import each other.

/**
 * First element of every query key holding the signed-in person's data. It is all dropped at
 * sign-in and sign-out so one person never sees another's cached profile.
 */
export const sessionQueryRoot = 'session';

export async function getCurrentUser({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SessionUser> {
  const user = await apiRequest(
    apiPaths.auth.user,
    import.meta.env.DEV ? sessionUserSchema : undefined,
    { signal },
  );
  // The role comes from the server (DESIGN §3); the stored flag only shapes the UI until then.
  if (readToken()) writeIsAdmin(user.isAdmin);
  return user;
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'user'],
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    // Cached, not re-fetched on every route change (DESIGN §5.16); a 401 clears the session.
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user, fetched once a session is stored; idle for visitors. */
export function useCurrentUser() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: isLoggedIn });
}
