import { memberListSchema, MEMBER_PAGE_MAX, scorersInputSchema } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';
import { memberApiPaths } from '../../../lib/member-api-paths';

/** PUT /api/matches/{id}/scorers: the members who may score the match ball by ball. */
export function saveScorers({
  matchId,
  scorers,
}: {
  eventId: string;
  matchId: string;
  scorers: string[];
}) {
  return apiRequest(tournamentApiPaths.scorers(matchId), scorersInputSchema, {
    method: 'PUT',
    body: { scorers },
  });
}

export function useSaveScorers() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: saveScorers,
    onSuccess: (_, { eventId }) => refresh(eventId),
  });
}

/** Members whose name matches `search`, to pick scorers from (one page of the directory). */
export function useMemberSearch(search: string) {
  const query = new URLSearchParams({ q: search.trim(), limit: String(MEMBER_PAGE_MAX) });
  return useQuery({
    queryKey: ['members', 'scorer-search', search.trim()],
    queryFn: ({ signal }) =>
      apiRequest(`${memberApiPaths.list}?${query.toString()}`, memberListSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
