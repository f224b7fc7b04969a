/**
 * The name of the unique constraint a failed insert or update broke, if that is why it failed.
 * Drizzle wraps node-postgres's error, so the cause is checked first.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  return cause?.code === '23505' ? cause.constraint : undefined;
}
