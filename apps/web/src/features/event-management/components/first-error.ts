/**
 * The message to show under a box whose value is a list (tags, gallery): its own message, or the
 * first of its entries'.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  for (const entry of Object.values(error)) {
    if (
      entry &&
      typeof entry === 'object' &&
      'message' in entry &&
      typeof entry.message === 'string'
    )
      return entry.message;
  }
  return undefined;
}
