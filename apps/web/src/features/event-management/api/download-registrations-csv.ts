import { apiErrorSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { readToken } from '../../../lib/storage';

/** The file name the server suggests (Content-Disposition), else one made from the title. */
function fileNameFrom(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

function fallbackName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'event'}-registrations.csv`;
}

/**
 * The CSV needs the bearer token, so a plain link cannot fetch it: download it here and hand it
 * to the browser as a Blob object URL.
 */
export async function downloadRegistrationsCsv({ id, title }: { id: string; title: string }) {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiPaths.events.registrationsCsv(id), {
      headers,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: body.success ? body.data.error : 'http_error',
      message: body.success
        ? body.data.message
        : `The server could not complete the request (HTTP ${response.status}).`,
    });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response, fallbackName(title));
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadRegistrationsCsv() {
  return useMutation({ mutationFn: downloadRegistrationsCsv });
}
