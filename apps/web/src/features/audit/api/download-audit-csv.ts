import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { auditApiPaths } from './audit-api-paths';
import { auditPath, type AuditFilters } from './get-audit';

/** Every row for the same filters as a CSV file (needs the admin's token). */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return downloadWithToken({
    path: auditPath(auditApiPaths.csv, filters),
    accept: 'text/csv',
    fileName: 'audit.csv',
  });
}

export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv });
}
