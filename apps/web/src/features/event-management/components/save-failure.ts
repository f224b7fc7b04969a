import { ApiError } from '../../../lib/api-client';

export const serverErrorMessage = 'Server error. Check console for details.';

/**
 * Spec §8: 'Failed to create event: ' plus the server's reason; when the server could not be
 * reached or its answer could not be read, 'Server error. Check console for details.' (logged).
 */
export function describeSaveFailure(error: unknown, action: 'create' | 'update'): string {
  const unexplained =
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.code === 'http_error' ||
    error.code === 'invalid_response';
  if (unexplained) {
    console.warn(`Failed to ${action} event`, error);
    return serverErrorMessage;
  }
  return `Failed to ${action} event: ${error.message}`;
}
