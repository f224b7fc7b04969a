import { apiErrorSchema, importResultSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { formatMessage } from '../../../i18n/active-language';
import { ApiError } from '../../../lib/api-client';
import { apiMessages } from '../../../lib/api-messages';
import { clearSession, readToken } from '../../../lib/storage';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export type ImportResult = z.output<typeof importResultSchema>;

/** What the server said about an upload; `imported` is false for a 422 (nothing was saved). */
export interface ImportOutcome extends ImportResult {
  imported: boolean;
}

export interface ImportVariables {
  eventId: string;
  /** Dates without an offset are the event's wall clock (issue 19): the server reads them so. */
  csv: string;
}

/**
 * POST /api/events/{id}/matches/import. Unlike other calls, a 422 carries the result (row-level
 * problems) rather than the usual error body, so this reads the response itself instead of
 * going through apiRequest, which keeps only an error's message and fields.
 */
export async function importMatches({ eventId, csv }: ImportVariables): Promise<ImportOutcome> {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(tournamentApiPaths.importMatches(eventId), {
      method: 'POST',
      headers,
      body: JSON.stringify({ csv }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: formatMessage(apiMessages.unreachable),
    });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok || response.status === 422) {
    const result = importResultSchema.safeParse(payload);
    if (result.success) return { ...result.data, imported: response.ok };
  }
  const failure = apiErrorSchema.safeParse(payload);
  if (!response.ok && failure.success) {
    if (response.status === 401 && failure.data.error === 'unauthorized') clearSession();
    const { error: code, message, fields } = failure.data;
    throw new ApiError({ status: response.status, code, message, fields });
  }
  throw new ApiError({
    status: response.status,
    code: response.ok ? 'invalid_response' : 'http_error',
    message: formatMessage(apiMessages.httpError, { status: response.status }),
  });
}

export function useImportMatches() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: importMatches,
    onSuccess: (outcome, { eventId }) => {
      if (outcome.imported) void refresh(eventId);
    },
  });
}
