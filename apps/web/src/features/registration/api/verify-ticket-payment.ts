import { paymentVerifiedSchema, type PaymentVerified, type PaymentVerify } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { registrationApiPaths } from './registration-api-paths';

/** Sends Checkout's signed result; the server checks it before the held place is confirmed. */
export function verifyTicketPayment(result: PaymentVerify): Promise<PaymentVerified> {
  return apiRequest(registrationApiPaths.paymentsVerify, paymentVerifiedSchema, {
    method: 'POST',
    body: result,
  });
}
