import type { FastifyBaseLogger } from 'fastify';

/** A logger that says nothing, for parts built outside an app (a job queue, a mail delivery). */
export const silentLogger: FastifyBaseLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLogger,
  level: 'silent',
  silent() {},
};
