import type { ApiError } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseOverloadedError } from '../db/client';
import { isDatabaseUnavailable, rootCauseMessage } from '../db/database-errors';

/** Thrown by services for expected failures; becomes the uniform error body. */
export class HttpError extends Error {
  /** Extra response headers, e.g. Retry-After on a 429. */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The answer to a shed request: 503 { error: 'overloaded' } with Retry-After. */
export class OverloadedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, 'overloaded', 'The server is very busy right now. Please try again in a moment.');
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/**
 * A dependency cannot serve now (the database, or the payment provider): 503 with Retry-After and
 * a message a person can act on. `error` is 'unavailable' for the database, the one the web app
 * answers with its "Reconnecting…" notice.
 */
export class UnavailableError extends HttpError {
  constructor(retryAfterSeconds: number, code = 'unavailable', message = databaseDownMessage) {
    super(503, code, message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

const databaseDownMessage =
  'The portal cannot reach its database just now. Please try again in a few seconds.';

/**
 * Requests answered 503 because the database is unavailable: the public cache serves these its
 * last good copy instead (stale-if-error), where it has one.
 */
export const answeredUnavailable = new WeakSet<FastifyRequest>();

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

function validationBody(error: FastifyError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  const first = Object.values(fields)[0];
  return { error: 'validation', message: first ?? 'The request is not valid.', fields };
}

/**
 * No database connection could be had: the pool's queue was full, or every connection stayed busy
 * for the pool's whole wait (Drizzle wraps either as the cause of its own error).
 */
export function isPoolExhausted(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof DatabaseOverloadedError) return true;
    if ((current as Error).message === 'timeout exceeded when trying to connect') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every failure leaves as { error, message, fields? }; nothing internal reaches the client. */
export interface ErrorsOptions {
  /** Retry-After on a 503 for want of a database connection, or of the database itself. */
  retryAfterSeconds?: number;
}

/** Every failure leaves as { error, message, fields? }; nothing internal reaches the client. */
export const errorsPlugin = fp(async (app: FastifyInstance, options: ErrorsOptions) => {
  // Under overload a warning per refused request would add to the load: one per 10 s says enough.
  const lastWarning = new Map<string, number>();
  const warnOnce = (details: Record<string, unknown>, message: string) => {
    if (Date.now() - (lastWarning.get(message) ?? 0) < 10_000) return;
    lastWarning.set(message, Date.now());
    app.log.warn(details, message);
  };
  const retryAfterSeconds = options.retryAfterSeconds ?? 5;
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503 && error.code === 'unavailable')
        answeredUnavailable.add(request);
      const body: ApiError = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: codeByStatus[status] ?? 'bad_request', message: error.message });
    }
    // The server is overloaded for a moment, not broken: say so, and when to try again.
    if (isPoolExhausted(error)) {
      warnOnce({ url: request.url.split('?')[0] }, 'database pool exhausted; answering 503');
      const overloaded = new OverloadedError(retryAfterSeconds);
      return reply
        .code(503)
        .headers(overloaded.headers)
        .send({ error: overloaded.code, message: overloaded.message });
    }
    // The database is down, restarting or hung: an outage, not a bug (DESIGN §3: never a 500).
    if (isDatabaseUnavailable(error)) {
      warnOnce(
        { url: request.url.split('?')[0], reason: rootCauseMessage(error) },
        'database unavailable; answering 503',
      );
      answeredUnavailable.add(request);
      const unavailable = new UnavailableError(retryAfterSeconds);
      return reply
        .code(503)
        .headers(unavailable.headers)
        .send({ error: unavailable.code, message: unavailable.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
});
