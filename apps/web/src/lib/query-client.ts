import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const maxRetries = 2;

/** The database is away for a moment (the server said 503 "unavailable"). */
const isUnavailable = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 503 && error.code === 'unavailable';

/**
 * Retry only what may succeed next time: network failures and server errors, not 4xx answers.
 * While the database is away a screen keeps asking (its "Reconnecting…" notice shows) instead
 * of showing an error. The server's own render of a first screen never waits on retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (import.meta.env.SSR) return false;
  if (isUnavailable(error)) return true;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

/** As the server asks (Retry-After, between 1 and 30 s), else TanStack's doubling from 1 s. */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  if (asked) return Math.min(Math.max(asked, 1), 30) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
