import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import type { App } from '../../app';
import { Repeated } from './nasty-values';
import type { Recipe, UrlPart } from './recipes';
import { previousEtag, type BodySpec } from './transport';

export interface Outcome {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
  /** The response is a Server-Sent Events stream the caller hung up on. */
  streamed: boolean;
}

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function encodePart({ value, raw }: UrlPart): string {
  const text = String(value);
  if (raw) return text;
  // encodeURIComponent refuses lone surrogates; a real client would send U+FFFD's bytes.
  return encodeURIComponent(text.replace(loneSurrogate, '\ufffd'));
}

export function urlOf(recipe: Recipe): string {
  const path = recipe.template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePart(recipe.params[name] ?? { value: '', raw: false }),
  );
  if (recipe.query.length === 0) return path;
  const pairs = recipe.query.map(
    ([name, part]) => `${encodePart({ value: name, raw: part.raw })}=${encodePart(part)}`,
  );
  return `${path}?${pairs.join('&')}`;
}

const oversized = new Map<number, string>();
/** `{"x":"aaaa…"}`, exactly `bytes` long, built once per size. */
function oversizedJson(bytes: number): string {
  let text = oversized.get(bytes);
  if (!text) {
    text = `{"x":"${'a'.repeat(bytes - 8)}"}`;
    oversized.set(bytes, text);
  }
  return text;
}

function multipart(spec: Extract<BodySpec, { kind: 'multipart' }>): Buffer {
  const chunks: Buffer[] = [];
  for (const part of spec.parts) {
    const name = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    chunks.push(
      Buffer.from(
        `--${spec.boundary}\r\nContent-Disposition: form-data; name="${part.field}"${name}\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.content instanceof Repeated ? Buffer.from(part.content.toString()) : part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${spec.boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function payloadOf(body: BodySpec, webhookSecret: string) {
  const headers: Record<string, string> = {};
  let payload: InjectOptions['payload'];
  switch (body.kind) {
    case 'none':
      break;
    case 'json':
      payload = JSON.stringify(body.value) ?? 'null';
      headers['content-type'] = body.contentType;
      break;
    case 'text':
      payload = String(body.text);
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'oversized': {
      const text = oversizedJson(body.bytes);
      // Streamed in chunks, the size is unknown until the server has read past its limit.
      payload = body.streamed ? Readable.from([text.slice(0, 65_536), text.slice(65_536)]) : text;
      headers['content-type'] = 'application/json';
      break;
    }
    case 'multipart':
      payload = multipart(body);
      headers['content-type'] =
        body.contentType === 'multipart/form-data'
          ? `multipart/form-data; boundary=${body.boundary}`
          : body.contentType;
      break;
    case 'signed':
      payload = body.text;
      headers['content-type'] = 'application/json';
      headers['x-razorpay-signature'] =
        body.signature === 'right'
          ? createHmac('sha256', webhookSecret).update(body.text).digest('hex')
          : 'deadbeef';
      if (body.eventId !== undefined) headers['x-razorpay-event-id'] = body.eventId;
      break;
  }
  return { payload, headers };
}

/**
 * The recipe as `app.inject` options, signed in with `token` where it asks for the session and
 * revalidating with `etag` (the route's last) where it asks for that.
 */
export function injectOptions(
  recipe: Recipe,
  token: string | undefined,
  webhookSecret: string,
  etag = '"none yet"',
): InjectOptions {
  const { payload, headers } = payloadOf(recipe.body, webhookSecret);
  const authorization =
    recipe.auth === 'none'
      ? undefined
      : recipe.auth === 'session'
        ? token
          ? `Bearer ${token}`
          : undefined
        : recipe.auth;
  const extra = { ...recipe.headers };
  const revalidate = extra['if-none-match'];
  if (revalidate) extra['if-none-match'] = revalidate.replace(previousEtag, etag);
  // app.inject rejects (instead of answering) when a streamed body fails to decompress part way;
  // over a real socket the server answers 400, so this one pairing is left out.
  if (recipe.body.kind === 'oversized' && recipe.body.streamed) delete extra['content-encoding'];
  return {
    method: recipe.method,
    url: urlOf(recipe),
    headers: { ...extra, ...headers, ...(authorization ? { authorization } : {}) },
    remoteAddress: recipe.address,
    ...(payload === undefined ? {} : { payload }),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Sends one request. A stream (Server-Sent Events) that answers 200 is read up to its first
 * bytes and then dropped, the way a browser tab that closes at once would.
 */
export async function exchange(
  app: App,
  options: InjectOptions,
  streams: boolean,
): Promise<Outcome> {
  if (!streams) {
    const response = await app.inject(options);
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.rawPayload,
      streamed: false,
    };
  }
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode !== 200) {
    return {
      status: response.statusCode,
      headers: response.headers,
      body: await readAll(stream),
      streamed: false,
    };
  }
  const first = await new Promise<Buffer>((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk));
    stream.once('error', reject);
  });
  // What a closed connection does on the server's side: request and response both close.
  (response.raw.res as unknown as { req: Readable }).req.destroy();
  response.raw.res.destroy();
  stream.destroy();
  return { status: response.statusCode, headers: response.headers, body: first, streamed: true };
}

/** Races `work` with a timer; undefined means it did not finish in time. */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function decoded(outcome: Outcome): Buffer {
  const encoding = String(outcome.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return gunzipSync(outcome.body);
  if (encoding === 'deflate') return inflateSync(outcome.body);
  if (encoding === 'br') return brotliDecompressSync(outcome.body);
  return outcome.body;
}

/**
 * What is wrong with an answer, or undefined: never 5xx; every refusal a JSON {error, message}
 * (but for HEAD, whose answers have no body).
 */
export function problemWith(outcome: Outcome, method: string): string | undefined {
  const text = () => {
    try {
      return decoded(outcome).toString('utf8');
    } catch (error) {
      return `<undecodable ${String(outcome.headers['content-encoding'])} body: ${String(error)}>`;
    }
  };
  if (outcome.status >= 500) return `answered ${outcome.status}: ${text().slice(0, 500)}`;
  if (outcome.status < 400 || method === 'HEAD') return undefined;
  const type = String(outcome.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return `refused with ${outcome.status} but content-type "${type}": ${text().slice(0, 300)}`;
  try {
    const parsed = JSON.parse(text()) as { error?: unknown; message?: unknown };
    if (
      typeof parsed.error !== 'string' ||
      typeof parsed.message !== 'string' ||
      parsed.message === ''
    )
      return `refused with ${outcome.status} but the body lacks error and message: ${text().slice(0, 300)}`;
  } catch {
    return `refused with ${outcome.status} and a body that is not JSON: ${text().slice(0, 300)}`;
  }
  return undefined;
}

/** The request in a form a reader can replay (long values abbreviated). */
export function describe(recipe: Recipe, options: InjectOptions): string {
  const url = String(options.url);
  const payload =
    options.payload === undefined
      ? 'none'
      : typeof options.payload === 'string' || Buffer.isBuffer(options.payload)
        ? `${JSON.stringify(String(options.payload).slice(0, 400))} (${Buffer.byteLength(options.payload as string)} bytes)`
        : '<stream>';
  const headers = { ...(options.headers as Record<string, string>) };
  if (headers.authorization && recipe.auth === 'session')
    headers.authorization = 'Bearer <session>';
  return [
    `${recipe.method} ${url.length > 400 ? `${url.slice(0, 400)}… (${url.length} chars)` : url}`,
    `  headers: ${JSON.stringify(headers).slice(0, 400)}`,
    `  from: ${recipe.address}`,
    `  body: ${payload}`,
  ].join('\n');
}
