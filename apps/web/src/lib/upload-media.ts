import type { Media, MediaPurpose } from '@portal/contract';
import { formatMessage } from '../i18n/active-language';
import { ApiError } from './api-client';
import { readApiErrorBody } from './api-error-body';
import { apiMessages } from './api-messages';
import { clearSession, readToken } from './storage';
import { accountApiPaths } from './account-api-paths';

export interface UploadMediaOptions {
  purpose?: MediaPurpose;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/media through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Same origin, headers and errors as `apiRequest` (api-client.ts).
 */
export function uploadMedia(file: File, options: UploadMediaOptions = {}): Promise<Media> {
  const { purpose, onProgress, signal } = options;
  const form = new FormData();
  if (purpose) form.append('purpose', purpose);
  form.append('file', file);

  return new Promise<Media>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', accountApiPaths.media);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const payload = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && isMedia(payload)) {
        onProgress?.(1);
        resolve(payload);
        return;
      }
      const body = readApiErrorBody(payload);
      if (xhr.status === 401 && body?.error === 'unauthorized') clearSession();
      const retryAfter = Number(xhr.getResponseHeader('Retry-After'));
      reject(
        new ApiError({
          status: xhr.status,
          code: body?.error ?? 'http_error',
          message:
            body?.message ?? formatMessage(apiMessages.httpError, { status: String(xhr.status) }),
          retryAfterSeconds: retryAfter > 0 ? retryAfter : undefined,
        }),
      );
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError({
          status: 0,
          code: 'network_error',
          message: formatMessage(apiMessages.unreachable),
        }),
      ),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Checked by hand: the uploader should not pull zod into the page that shows it. */
function isMedia(value: unknown): value is Media {
  if (typeof value !== 'object' || value === null) return false;
  const { _id, url, srcset, placeholder, width, height } = value as Record<string, unknown>;
  return (
    typeof _id === 'string' &&
    typeof url === 'string' &&
    typeof srcset === 'string' &&
    typeof placeholder === 'string' &&
    typeof width === 'number' &&
    typeof height === 'number'
  );
}
