import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLeaveSession } from '../../../lib/auth-session';
import { apiPaths, paths } from '../../../lib/paths';

/**
 * Revokes this device's session on the server. The top bar's profile menu loads this: its answer
 * is checked in development only (ADR 20), so the menu does not bring the auth schemas, and with
 * them zod and the phone metadata.
 */
export function logout(): Promise<{ message: string }> {
  return apiRequest(apiPaths.auth.logout, import.meta.env.DEV ? messageSchema : undefined, {
    method: 'POST',
  });
}

/**
 * Spec §4 Sign out: to /login, signed out, whether or not the server answers. A person who asked
 * to sign out must not stay signed in because the network failed.
 */
export function useLogout() {
  const leaveSession = useLeaveSession();
  return useMutation({
    mutationFn: logout,
    // Hook-level, so it runs even though the profile menu unmounts once the session is gone.
    onSettled: () => leaveSession(paths.login),
  });
}
