import { cricsheetArchiveResultSchema, matchSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

/** A Cricsheet document, parsed on the phone; the server checks every ball before storing any. */
export function importCricsheet({ eventId, document }: { eventId: string; document: unknown }) {
  return apiRequest(tournamentApiPaths.importCricsheet(eventId), matchSchema, {
    method: 'POST',
    body: document,
  });
}

/** A season: a ZIP of Cricsheet files, each imported or refused on its own (issue 41). */
export function importCricsheetSeason({ eventId, archive }: { eventId: string; archive: Blob }) {
  return apiRequest(tournamentApiPaths.importCricsheet(eventId), cricsheetArchiveResultSchema, {
    method: 'POST',
    body: archive,
    headers: { 'Content-Type': 'application/zip' },
  });
}

export function useImportCricsheetSeason() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: importCricsheetSeason,
    onSuccess: (_result, { eventId }) => refresh(eventId),
  });
}

export function useImportCricsheet() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: importCricsheet,
    onSuccess: (_match, { eventId }) => refresh(eventId),
  });
}
