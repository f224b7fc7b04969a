import { apiErrorSchema } from '@portal/contract';
import { formatMessage } from '../i18n/active-language';
import { ApiError } from './api-client';
import { apiMessages } from './api-messages';
import { readToken } from './storage';

// In lib because receipts, the donation ledger and the registrations CSV all need it, and
// features may not import each other.

/** The file name the server suggests (Content-Disposition), else `fallback`. */
function fileNameFrom(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

interface DownloadOptions {
  path: string;
  /** The Accept header, e.g. 'text/csv'. */
  accept: string;
  /** Used when the server suggests no file name. */
  fileName: string;
}

/**
 * A file behind the bearer token cannot be fetched by a plain link: fetch it with the token and
 * hand it to the browser as a Blob object URL on a temporary `download` link.
 */
export async function downloadWithToken({ path, accept, fileName }: DownloadOptions) {
  const headers = new Headers({ Accept: accept });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: formatMessage(apiMessages.unreachable),
    });
  }
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: body.success ? body.data.error : 'http_error',
      message: body.success
        ? body.data.message
        : formatMessage(apiMessages.httpError, { status: String(response.status) }),
    });
  }
  saveFile(await response.blob(), fileNameFrom(response, fileName));
}

/** Hands `blob` to the browser as a download named `fileName`, through a temporary link. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
