import { tournamentSchema, type TeamParsed } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export interface SaveTeamVariables {
  eventId: string;
  /** The team to edit; without it a team is added. */
  teamId?: string | undefined;
  input: TeamParsed;
}

/** POST /api/events/{id}/teams or PUT /api/teams/{id}; both answer with the whole tournament. */
export function saveTeam({ eventId, teamId, input }: SaveTeamVariables) {
  return teamId
    ? apiRequest(tournamentApiPaths.team(teamId), tournamentSchema, { method: 'PUT', body: input })
    : apiRequest(tournamentApiPaths.teams(eventId), tournamentSchema, {
        method: 'POST',
        body: input,
      });
}

export function useSaveTeam() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: saveTeam,
    onSuccess: (tournament, { eventId }) => refresh(eventId, tournament),
  });
}
