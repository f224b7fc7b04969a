import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

const error = (status: number, code: string, retryAfterSeconds?: number) =>
  new ApiError({ status, code, message: 'x', retryAfterSeconds });

describe('retries', () => {
  it('keeps asking while the database is away, at the pace the server asks', () => {
    expect(shouldRetry(50, error(503, 'unavailable', 2))).toBe(true);
    expect(retryDelay(50, error(503, 'unavailable', 2))).toBe(2_000);
    expect(retryDelay(1, error(503, 'unavailable', 600))).toBe(30_000);
  });

  it('tries other failures twice, and never a refusal', () => {
    expect(shouldRetry(1, error(503, 'overloaded'))).toBe(true);
    expect(shouldRetry(2, error(500, 'internal'))).toBe(false);
    expect(shouldRetry(0, error(404, 'not_found'))).toBe(false);
    expect(retryDelay(0, error(500, 'internal'))).toBe(1_000);
    expect(retryDelay(2, error(500, 'internal'))).toBe(4_000);
  });
});
