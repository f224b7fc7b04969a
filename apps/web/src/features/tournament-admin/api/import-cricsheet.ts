import { matchSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshTournament } from './use-refresh-tournament';

/** A Cricsheet document, parsed on the phone; the server checks every ball before storing any. */
export function importCricsheet({ eventId, document }: { eventId: string; document: unknown }) {
  return apiRequest(apiPaths.tournament.importCricsheet(eventId), matchSchema, {
    method: 'POST',
    body: document,
  });
}

export function useImportCricsheet() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: importCricsheet,
    onSuccess: (_match, { eventId }) => refresh(eventId),
  });
}
