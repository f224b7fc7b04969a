import { privacyNoticeSchema } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The privacy notice's path, apart from paths.ts: only the sign-up screen here needs it.
const privacyNoticePath = '/api/privacy-notice';

/**
 * The current privacy notice, whose version a new account accepts (issue 39). Asked for when the
 * form is sent, so opening the sign-up page costs no extra request.
 */
export const privacyNoticeVersionQueryOptions = () =>
  queryOptions({
    queryKey: ['privacy-notice', 'version'],
    queryFn: ({ signal }) => apiRequest(privacyNoticePath, privacyNoticeSchema, { signal }),
    staleTime: 5 * 60_000,
  });
