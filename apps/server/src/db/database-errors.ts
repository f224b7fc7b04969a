/**
 * The database cannot serve this request now (down, restarting, hung, unreachable): the request is
 * answered 503 with Retry-After, never 500. Thrown by the pool while the availability watch knows
 * the database is down, so requests fail at once instead of each waiting for a timeout.
 */
export class DatabaseUnavailableError extends Error {
  constructor(reason = 'the database is unavailable') {
    super(reason);
  }
}

// Socket-level failures on the way to PostgreSQL: refused (down, restarting), reset or cut (crash,
// failover), or no route at all (network partition, DNS during a failover).
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own words for "not now". Class 08: connection exceptions. 57P01–57P03: shut down by
 * an administrator, crash of another backend, starting up or in recovery. 57014: cancelled (our
 * statement_timeout). 53100/53200/58030: disk full, out of memory, I/O error. 25006: a write sent
 * to a read-only server, as just after a failover before the new primary is promoted.
 */
const unavailableStates = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53100',
  '53200',
  '58030',
  '25006',
]);
const isUnavailableState = (code: string) => code.startsWith('08') || unavailableStates.has(code);

// node-postgres reports a dead or timed-out connection with these messages and no code.
const driverMessages = [
  /^Connection terminated/, // unexpectedly, due to connection timeout, or by us (the watch)
  /^timeout expired$/, // the client's own connect timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Query read timeout$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
];

function isUnavailableCause(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || isUnavailableState(code))) return true;
  // An AggregateError (a host name with several addresses, all refused) carries its own list.
  if (error instanceof AggregateError && error.errors.some(isUnavailableCause)) return true;
  return driverMessages.some((pattern) => pattern.test(error.message));
}

/**
 * Whether `error` means the database cannot serve now, as opposed to a bug or bad input. Drizzle
 * wraps the driver's error as the cause of its own, so the chain of causes is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The innermost cause's message: the driver's words, not Drizzle's "Failed query: …" with the
 * statement and its parameters (which can hold people's addresses), so it is fit for a log line.
 */
export function rootCauseMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    const cause = (current as { cause?: unknown } | undefined)?.cause;
    if (!cause) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}
