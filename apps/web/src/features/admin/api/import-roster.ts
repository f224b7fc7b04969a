import { rosterImportResultSchema, type RosterImportResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';
import { rosterQueryRoot } from './get-roster-without-email';

export interface RosterUpload {
  file: File;
  /** A dry run checks the file and reports what would happen; it writes nothing. */
  dryRun: boolean;
}

export function importRoster({ file, dryRun }: RosterUpload): Promise<RosterImportResult> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(
    `${alumniApiPaths.admin.rosterImport}?dryRun=${dryRun}`,
    rosterImportResultSchema,
    {
      method: 'POST',
      body,
    },
  );
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    // A real import may add people without an email: the invitations' list reads them again.
    onSuccess: (_result, { dryRun }) => {
      if (!dryRun) void queryClient.invalidateQueries({ queryKey: rosterQueryRoot });
    },
  });
}
