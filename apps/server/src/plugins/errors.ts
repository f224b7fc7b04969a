import type { ApiError } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

/** node-postgres gave up waiting for a free connection (Drizzle wraps it as the cause). */
function isPoolTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as Error).message === 'timeout exceeded when trying to connect') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every failure leaves as { error, message, fields? }; nothing internal reaches the client. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
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
    // Every database connection stayed busy for the pool's whole wait: the server is overloaded
    // for a moment, not broken. Say so, and when to try again.
    if (isPoolTimeout(error)) {
      request.log.warn('database pool exhausted; answered 503');
      return reply.code(503).header('retry-after', '2').send({
        error: 'busy',
        message: 'The server is very busy right now. Please try again in a moment.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });
});
