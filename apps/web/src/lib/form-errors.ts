import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

interface FailureTexts {
  /** Shown when the server gave no usable message (the spec's "… or 'Login failed'"). */
  fallback: string;
  /** Shown when the server could not be reached; defaults to the client's own sentence. */
  network?: string;
}

/** The sentence to show for a failed call: the server's message, or the screen's own texts. */
export function describeFailure(error: unknown, { fallback, network }: FailureTexts): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return network ?? error.message;
  // Our own codes for a body we could not read: the message would not help this person.
  if (error.code === 'http_error' || error.code === 'invalid_response') return fallback;
  return error.message || fallback;
}

/**
 * Puts the server's per-field messages (400 validation, 409 duplicate) under the form's fields.
 * Returns true when at least one field got a message, so the caller can skip a general alert.
 */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** True when the failure is explained under one of `fields`, so no general alert is needed. */
export function isExplainedByFields(error: unknown, fields: readonly string[]): boolean {
  return error instanceof ApiError && fields.some((field) => Boolean(error.fields[field]));
}
