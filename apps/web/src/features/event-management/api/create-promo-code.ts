import { promoCodeSchema, type PromoCodeInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { getPromoCodesQueryOptions } from './get-promo-codes';

export function createPromoCode({ eventId, code }: { eventId: string; code: PromoCodeInput }) {
  return apiRequest(apiPaths.events.promoCodes(eventId), promoCodeSchema, {
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
