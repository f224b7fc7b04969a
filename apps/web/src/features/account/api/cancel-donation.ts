import { messageSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getMyDonationsQueryOptions } from './get-my-donations';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/** Stops a monthly donation at Razorpay; no further charges are made. */
export function cancelDonation(id: string): Promise<{ message: string }> {
  return apiRequest(donationApiPaths.cancel(id), messageSchema, { method: 'POST' });
}

export function useCancelDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDonation,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getMyDonationsQueryOptions().queryKey }),
  });
}
