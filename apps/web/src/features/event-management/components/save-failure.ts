import { formatMessage } from '../../../i18n/active-language';
import { ApiError } from '../../../lib/api-client';
import { eventFormMessages as m } from './event-form-messages';

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
    return formatMessage(m.serverError);
  }
  // The server's reason arrives in the reader's language already.
  return formatMessage(action === 'create' ? m.createFailed : m.updateFailed, {
    reason: error.message,
  });
}
