import { defineMessages, type ApiError, type Language } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseOverloadedError } from '../db/client';
import { isDatabaseUnavailable, rootCauseMessage } from '../db/database-errors';
import { englishOf, textIn, type ServerText } from '../i18n/server-text';
import { languageOf, languageWithoutDatabase } from './request-language';
import { validationBody } from './validation-errors';

export const errorMessages = defineMessages('server.errors', {
  overloaded: 'The server is very busy right now. Please try again in a moment.',
  databaseDown: 'The portal cannot reach its database just now. Please try again in a few seconds.',
  internal: 'Something went wrong on our side. Please try again.',
  // Said in place of the web framework's own English (a malformed body, an unknown route), which
  // has no translation: English readers keep the framework's more precise words.
  badRequest: 'The request is not valid.',
  notFound: 'Nothing was found at this address.',
  methodNotAllowed: 'This address does not accept this kind of request.',
  notAcceptable: 'The answer cannot be given in a form this request accepts.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'This kind of content is not accepted here.',
  refused: 'The request could not be answered.',
  // For the web app's fallback (spa.ts), which answers a GET under /api/ that no route has.
  noRoute: 'No API route {method} {path}',
  badPageLink: 'That page link is not valid.',
  badCursor: 'Not a valid cursor',
});

/**
 * Thrown by services for expected failures; becomes the uniform error body. The message and field
 * messages are put into the reader's language as the answer leaves; `message` and `fields` hold
 * their English.
 */
export class HttpError extends Error {
  /** Extra response headers, e.g. Retry-After on a 429. */
  headers: Record<string, string> = {};
  readonly fields?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: ServerText,
    readonly fieldTexts?: Record<string, ServerText>,
  ) {
    super(englishOf(text));
    if (fieldTexts)
      this.fields = Object.fromEntries(
        Object.entries(fieldTexts).map(([field, fieldText]) => [field, englishOf(fieldText)]),
      );
  }

  /** The uniform body, in `language`. */
  bodyIn(language: Language): ApiError {
    const body: ApiError = { error: this.code, message: textIn(language, this.text) };
    if (this.fieldTexts)
      body.fields = Object.fromEntries(
        Object.entries(this.fieldTexts).map(([field, text]) => [field, textIn(language, text)]),
      );
    return body;
  }
}

/** The answer to a shed request: 503 { error: 'overloaded' } with Retry-After. */
export class OverloadedError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, 'overloaded', errorMessages.overloaded);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/**
 * A dependency cannot serve now (the database, or the payment provider): 503 with Retry-After and
 * a message a person can act on. `error` is 'unavailable' for the database, the one the web app
 * answers with its "Reconnecting…" notice.
 */
export class UnavailableError extends HttpError {
  constructor(
    retryAfterSeconds: number,
    code = 'unavailable',
    message: ServerText = errorMessages.databaseDown,
  ) {
    super(503, code, message);
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

/**
 * Requests answered 503 because the database is unavailable: the public cache serves these its
 * last good copy instead (stale-if-error), where it has one.
 */
export const answeredUnavailable = new WeakSet<FastifyRequest>();

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
  // The reader's language, never an error of its own; a 503 does not wait on the database for it.
  const readerLanguage = (request: FastifyRequest, status: number) =>
    status === 503
      ? languageWithoutDatabase(request)
      : languageOf(app, request).catch(() => languageWithoutDatabase(request));

  app.setErrorHandler<FastifyError | HttpError>(async (error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 503 && error.code === 'unavailable')
        answeredUnavailable.add(request);
      const language = await readerLanguage(request, error.statusCode);
      return reply.code(error.statusCode).headers(error.headers).send(error.bodyIn(language));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error, await readerLanguage(request, 400)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const language = await readerLanguage(request, status);
      return reply.code(status).send({
        error: codeByStatus[status] ?? 'bad_request',
        message: language === 'en' ? error.message : textIn(language, frameworkText(status)),
      });
    }
    // The server is overloaded for a moment, not broken: say so, and when to try again.
    if (isPoolExhausted(error)) {
      warnOnce({ url: request.url.split('?')[0] }, 'database pool exhausted; answering 503');
      const overloaded = new OverloadedError(retryAfterSeconds);
      return reply
        .code(503)
        .headers(overloaded.headers)
        .send(overloaded.bodyIn(languageWithoutDatabase(request)));
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
        .send(unavailable.bodyIn(languageWithoutDatabase(request)));
    }
    request.log.error({ err: error }, 'unhandled error');
    const language = await readerLanguage(request, 500);
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ error: 'internal', message: textIn(language, errorMessages.internal) });
  });
});

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

/** What a refusal by the web framework itself says in a language other than English. */
function frameworkText(status: number) {
  const byStatus: Record<number, ServerText> = {
    400: errorMessages.badRequest,
    404: errorMessages.notFound,
    405: errorMessages.methodNotAllowed,
    406: errorMessages.notAcceptable,
    413: errorMessages.tooLarge,
    415: errorMessages.unsupportedType,
  };
  return byStatus[status] ?? errorMessages.refused;
}
