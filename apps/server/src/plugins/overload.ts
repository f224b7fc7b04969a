import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OverloadedError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; returning nothing lets the request through. */
    pressureHandler?: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ) => void;
  }
}

export interface OverloadOptions {
  maxEventLoopDelayMs: number;
  maxEventLoopUtilization: number;
  retryAfterSeconds: number;
}

/**
 * Sheds load while the event loop is starved (its mean delay, or optionally its utilisation, over
 * the last second is past the limit): every request gets 503 with Retry-After at once, before any
 * work is done for it, until the loop recovers. Shedding early keeps the server up and answering.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, options: OverloadOptions) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    retryAfter: options.retryAfterSeconds,
    customError: class extends OverloadedError {
      constructor() {
        super(options.retryAfterSeconds);
      }
    },
  });
});
