import { promoCodeSchema, type PromoCodeInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPromoCodesQueryOptions } from './get-promo-codes';
import { eventApiPaths } from '../../../lib/event-api-paths';

export function createPromoCode({ eventId, code }: { eventId: string; code: PromoCodeInput }) {
  return apiRequest(eventApiPaths.promoCodes(eventId), promoCodeSchema, {
    method: 'POST',
    body: code,
  });
}

/** Makes a code, then reads the list again (the server orders it and counts uses). */
export function useCreatePromoCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPromoCodesQueryOptions(eventId).queryKey }),
  });
}
