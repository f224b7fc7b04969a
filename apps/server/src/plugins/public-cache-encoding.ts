import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

// How a shared copy is tagged and compressed: once per copy, not once per reader.

export type Encoding = 'br' | 'gzip';

export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export const compress = (encoding: Encoding, body: string | Buffer) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);

export const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export function matches(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}
