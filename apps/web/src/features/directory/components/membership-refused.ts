import { ApiError } from '../../../lib/api-client';

/**
 * Whether a directory call was refused because the reader is not a verified member yet
 * (403 membership_pending): they get the waiting notice, not an error to retry.
 */
export const isMembershipRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 403;
