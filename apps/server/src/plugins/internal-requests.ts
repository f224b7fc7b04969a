import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Calls the server makes to its own API in-process (the first-screen render, first-paint.ts)
// carry this header with a secret drawn at start-up: nobody outside can forge it, so such calls
// can skip the per-address rate limit that all of them would otherwise share (127.0.0.1).
export const internalRequestHeader = 'x-portal-internal';
export const internalRequestSecret = randomBytes(24).toString('base64url');

export const isInternalRequest = (request: FastifyRequest) =>
  request.headers[internalRequestHeader] === internalRequestSecret;
