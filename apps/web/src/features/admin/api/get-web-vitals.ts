import { webVitalsSummaryResponseSchema, type WebVitalsSummaryResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/** The windows the server summarises: the last 7 or 30 days. */
export type WebVitalsWindow = '7' | '30';

export function getWebVitals(
  days: WebVitalsWindow,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WebVitalsSummaryResponse> {
  return apiRequest(
    `${adminApiPaths.webVitals}?${new URLSearchParams({ days })}`,
    webVitalsSummaryResponseSchema,
    { signal },
  );
}

export function getWebVitalsQueryOptions(days: WebVitalsWindow) {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'admin', 'web-vitals', days],
    queryFn: ({ signal }) => getWebVitals(days, { signal }),
    // Percentiles over days barely move in a minute; switching windows back and forth is instant.
    staleTime: 60_000,
  });
}

export function useWebVitals(days: WebVitalsWindow) {
  return useQuery(getWebVitalsQueryOptions(days));
}
