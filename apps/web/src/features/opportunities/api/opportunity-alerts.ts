import { opportunityAlertsSchema, type OpportunityAlerts } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';
import { opportunityQueryRoot } from './opportunity-query-root';

const alertsKey = [...opportunityQueryRoot, 'alerts'] as const;

export const getAlertsQueryOptions = () =>
  queryOptions({
    queryKey: alertsKey,
    queryFn: ({ signal }) =>
      apiRequest(opportunityApiPaths.alerts, opportunityAlertsSchema, { signal }),
  });

/** The member's weekly alert (every kind and off until they set one). */
export const useOpportunityAlerts = () => useQuery(getAlertsQueryOptions());

export const saveAlerts = (body: OpportunityAlerts) =>
  apiRequest(opportunityApiPaths.alerts, opportunityAlertsSchema, { method: 'PUT', body });

export function useSaveAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAlerts,
    onSuccess: (saved) => queryClient.setQueryData(alertsKey, saved),
  });
}
