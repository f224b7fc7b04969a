import { accountSessionsSchema, messageSchema, type AccountSession } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { securityApiPaths } from './security-api-paths';

/** Where the signed-in account is signed in, this device marked `current`. */
export function getMySessions({ signal }: { signal?: AbortSignal } = {}): Promise<
  AccountSession[]
> {
  return apiRequest(securityApiPaths.sessions, accountSessionsSchema, { signal });
}

export function getMySessionsQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'security', 'sessions'],
    queryFn: ({ signal }) => getMySessions({ signal }),
  });
}

export function useMySessions() {
  return useQuery(getMySessionsQueryOptions());
}

export function signOutSession(id: string): Promise<{ message: string }> {
  return apiRequest(securityApiPaths.session(id), messageSchema, { method: 'DELETE' });
}

export function signOutOtherSessions(): Promise<{ message: string }> {
  return apiRequest(securityApiPaths.sessions, messageSchema, { method: 'DELETE' });
}

function useSignOut<Input>(mutationFn: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getMySessionsQueryOptions().queryKey }),
  });
}

export const useSignOutSession = () => useSignOut(signOutSession);
export const useSignOutOtherSessions = () => useSignOut(signOutOtherSessions);
