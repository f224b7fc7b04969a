import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { eventApiPaths } from '../../../lib/event-api-paths';

function fallbackName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}-registrations.csv`;
}

/** The event's registrations as the CSV file the server names (it needs the bearer token). */
export async function downloadRegistrationsCsv({ id, title }: { id: string; title: string }) {
  await downloadWithToken({
    path: eventApiPaths.registrationsCsv(id),
    accept: 'text/csv',
    fileName: fallbackName(title),
  });
}

export function useDownloadRegistrationsCsv() {
  return useMutation({ mutationFn: downloadRegistrationsCsv });
}
