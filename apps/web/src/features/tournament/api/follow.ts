import { followStateSchema, myFollowsSchema, type MyFollows } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

// Following matches and teams (issue 40): its calls, apart from paths.ts.
const followPaths = {
  mine: (eventId: string) => `/api/me/follows?event=${encodeURIComponent(eventId)}`,
  match: (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/follow`,
  team: (teamId: string) => `/api/teams/${encodeURIComponent(teamId)}/follow`,
};

const followsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['follows', eventId],
    queryFn: ({ signal }) => apiRequest(followPaths.mine(eventId), myFollowsSchema, { signal }),
  });

/** What the signed-in member follows in this event's tournament; nothing for visitors. */
export function useMyFollows(eventId: string) {
  const { isLoggedIn } = useSession();
  return useQuery({ ...followsQuery(eventId), enabled: isLoggedIn });
}

export interface FollowTarget {
  kind: 'match' | 'team';
  id: string;
  eventId: string;
}

/** Follows or unfollows; the button shows the new state at once and goes back if it fails. */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, following }: { target: FollowTarget; following: boolean }) =>
      apiRequest(
        target.kind === 'match' ? followPaths.match(target.id) : followPaths.team(target.id),
        followStateSchema,
        { method: following ? 'POST' : 'DELETE' },
      ),
    onMutate: async ({ target, following }) => {
      const key = followsQuery(target.eventId).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MyFollows>(key);
      const list = target.kind === 'match' ? 'matches' : 'teams';
      queryClient.setQueryData<MyFollows>(key, (data) => {
        const current = data ?? { matches: [], teams: [] };
        const others = current[list].filter((id) => id !== target.id);
        return { ...current, [list]: following ? [...others, target.id] : others };
      });
      return { before };
    },
    onError: (_error, { target }, context) =>
      queryClient.setQueryData(followsQuery(target.eventId).queryKey, context?.before),
    onSettled: (_data, _error, { target }) =>
      queryClient.invalidateQueries({ queryKey: followsQuery(target.eventId).queryKey }),
  });
}
