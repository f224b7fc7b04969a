import type { z } from 'zod';
import { formatMessage } from '../i18n/active-language';
import { readApiErrorBody } from './api-error-body';
import { apiMessages } from './api-messages';
import { noteAnswer, setReconnecting } from './connection-status';
import { clearSession, readToken } from './storage';

/** A failed API call: the HTTP status (0 when the server was unreachable) and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Machine code from the server's error body, or one of ours: network_error, http_error, invalid_response. */
  readonly code: string;
  /** Per-field messages for forms (400 validation errors). */
  readonly fields: Record<string, string>;
  /** The server's Retry-After on a 503 or 429, in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData (file uploads), which the browser encodes as multipart. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Headers a call adds to the defaults (a registration's proof of work). */
  headers?: Record<string, string>;
}

/** Marks a body that could not be read as JSON. */
const notJson = Symbol('not JSON');

/** The server's code for "no live session" (a wrong password at sign-in has its own code). */
const sessionRejectedCode = 'unauthorized';

/**
 * Successful responses are checked against the contract's schemas under `vite dev` and in tests
 * (both set DEV), so a schema drift shows there. A production build trusts them instead (ADR 20):
 * the server refuses to send a body that fails the same schema, and the app ships with that
 * server. Fetchers the first visit needs pass `import.meta.env.DEV ? schema : undefined`, written
 * out so the production build drops the schema, and zod with it, from those pages.
 */
const checksResponses = import.meta.env.DEV;

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** The browser's fetch; the server's render of a first screen asks its own API in-process instead. */
const browserFetch: Transport = (path, init) => fetch(path, init);
let transport: Transport = browserFetch;

/**
 * Sends every later API call through `next` (the server-side render, app/entry-server.tsx).
 * Returns a function that puts the previous transport back (tests share one module graph).
 */
export function setApiTransport(next: Transport): () => void {
  const previous = transport;
  transport = next;
  return () => {
    transport = previous;
  };
}

/** Whether a stub transport is still in place (tests check none outlives the test that set it). */
export const hasReplacedTransport = (): boolean => transport !== browserFetch;

/**
 * Calls the API on this origin (the server serves both the app and /api, DESIGN §2); the body is
 * typed by `schema` and, in development and tests, checked against it (else an ApiError).
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema | undefined,
  options: ApiRequestOptions = {},
): Promise<z.output<Schema>> {
  const { data } = await apiRequestWithHeaders(path, schema, options);
  return data;
}

/** A validated body with the response's headers (e.g. a list's `X-Next-Cursor`). */
export interface ApiResponse<Data> {
  data: Data;
  headers: Headers;
}

/** `apiRequest` for the few calls that also need a response header, such as a page cursor. */
export async function apiRequestWithHeaders<Schema extends z.ZodType>(
  path: string,
  schema: Schema | undefined,
  { method = 'GET', body, signal, headers: extraHeaders }: ApiRequestOptions = {},
): Promise<ApiResponse<z.output<Schema>>> {
  const headers = new Headers({ ...extraHeaders, Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A form or a file goes as it is (a file's type in the caller's headers); anything else as JSON.
  const isForm = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Let cancellation (TanStack Query aborting a superseded request) pass through untouched.
    if (signal?.aborted) throw error;
    if (!import.meta.env.SSR) setReconnecting(true);
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: formatMessage(apiMessages.unreachable),
    });
  }

  const payload = await readJson(response);
  // Checked by hand, not with the contract's schema: every page may show an error, and zod is
  // not part of the first visit.
  const errorBody = response.ok ? undefined : readApiErrorBody(payload);
  // The server's own render of a first screen has no notice to show.
  if (!import.meta.env.SSR) noteAnswer(response.status, response.headers, errorBody?.error);

  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    const retryAfterSeconds = retryAfter > 0 ? retryAfter : undefined;
    if (errorBody) {
      const { error: code, message, fields } = errorBody;
      // The server no longer accepts the stored session (expired, revoked, signed out
      // elsewhere): forget it, so guards send the person to /login (spec §7 profile 401). A 503
      // (the database away) never signs anyone out.
      if (response.status === 401 && code === sessionRejectedCode) clearSession();
      throw new ApiError({ status: response.status, code, message, fields, retryAfterSeconds });
    }
    throw new ApiError({
      status: response.status,
      code: 'http_error',
      message: formatMessage(apiMessages.httpError, { status: String(response.status) }),
    });
  }

  // A body that is not JSON at all (a proxy's HTML page) is refused in every build.
  if (payload === notJson) throw invalidResponse(response.status);
  // The server's serializer sends the schema's output (validated, unknown fields stripped), so
  // the unchecked body is the value a check would return.
  if (!checksResponses || !schema)
    return { data: payload as z.output<Schema>, headers: response.headers };
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw invalidResponse(response.status);
  return { data: parsed.data, headers: response.headers };
}

function invalidResponse(status: number): ApiError {
  return new ApiError({
    status,
    code: 'invalid_response',
    message: formatMessage(apiMessages.invalidResponse),
  });
}

/** The body as JSON; `undefined` when empty (204), `notJson` when not JSON (e.g. an HTML page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notJson;
  }
}

/** A sentence fit to show a person, whatever was thrown, in the language on screen. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return formatMessage(apiMessages.unknownError);
}
