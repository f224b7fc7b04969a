import type { ApiError as ApiErrorBody } from '@portal/contract';

/**
 * The server's error body (the contract's apiErrorSchema) if `payload` is one, else undefined.
 * Checked by hand rather than with the schema so that zod need not load before a page can show
 * an error; api-error-body.test.ts holds this check to the schema.
 */
export function readApiErrorBody(payload: unknown): ApiErrorBody | undefined {
  if (!isRecord(payload)) return undefined;
  const { error, message, fields } = payload;
  if (typeof error !== 'string' || typeof message !== 'string') return undefined;
  if (fields === undefined) return { error, message };
  return isStringRecord(fields) ? { error, message, fields } : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}
