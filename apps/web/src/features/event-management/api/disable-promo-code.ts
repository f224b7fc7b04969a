import { promoCodeDeletedSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPromoCodesQueryOptions } from './get-promo-codes';
import { eventApiPaths } from '../../../lib/event-api-paths';

/** Removes an unused code; the server only disables one that someone took. */
export function disablePromoCode({ eventId, codeId }: { eventId: string; codeId: string }) {
  return apiRequest(eventApiPaths.promoCode(eventId, codeId), promoCodeDeletedSchema, {
    method: 'DELETE',
  });
}

export function useDisablePromoCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disablePromoCode,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPromoCodesQueryOptions(eventId).queryKey }),
  });
}
