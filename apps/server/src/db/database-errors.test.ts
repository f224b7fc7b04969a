import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  rootCauseMessage,
} from './database-errors';

/** An error as node-postgres raises it: a message, and a code from the socket or from PostgreSQL. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });
/** Drizzle's wrapper: its own message, the driver's error as the cause. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'refused (down or restarting)',
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['reset (killed)', pgError('read ECONNRESET', 'ECONNRESET')],
    ['cut mid-query', new Error('Connection terminated unexpectedly')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['the client’s own timeout', new Error('timeout expired')],
    [
      'a dead client reused',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'shut down by an administrator',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    [
      'another backend crashed',
      pgError('terminating connection because of crash of another server process', '57P02'),
    ],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['in recovery', pgError('the database system is in recovery mode', '57P03')],
    ['statement timeout', pgError('canceling statement due to statement timeout', '57014')],
    ['disk full', pgError('could not extend file: No space left on device', '53100')],
    ['connection exception class', pgError('connection failure', '08006')],
    [
      'read-only after a failover',
      pgError('cannot execute INSERT in a read-only transaction', '25006'),
    ],
    ['unknown host during a failover', pgError('getaddrinfo EAI_AGAIN db', 'EAI_AGAIN')],
    ['ours, while the watch knows it is down', new DatabaseUnavailableError()],
    ['every address refused', new AggregateError([pgError('refused', 'ECONNREFUSED')])],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (a bug)', pgError('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Connection terminated'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('rootCauseMessage', () => {
  it('gives the driver’s words, never the statement and its parameters', () => {
    const error = new Error(
      'Failed query: select 1 from users where email = $1\nparams: asha@example.org',
      {
        cause: new Error('Connection terminated unexpectedly'),
      },
    );
    expect(rootCauseMessage(error)).toBe('Connection terminated unexpectedly');
  });
});
