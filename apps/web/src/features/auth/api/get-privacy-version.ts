import { privacyNoticeSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The privacy notice's path, apart from paths.ts: only the sign-up screen here needs it.
const privacyNoticePath = '/api/privacy-notice';

/** The current privacy notice, whose version a new account accepts (issue 39). */
export const usePrivacyNoticeVersion = () =>
  useQuery({
    queryKey: ['privacy-notice', 'version'],
    queryFn: ({ signal }) => apiRequest(privacyNoticePath, privacyNoticeSchema, { signal }),
    staleTime: 5 * 60_000,
  });
