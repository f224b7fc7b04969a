import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/**
 * What a request contributes to a log line: no query string (a reset link carries its token
 * there) and no headers (Authorization holds the session token).
 */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** Where logs go: a terminal, or anything else (a file, a pipe to a log collector). */
export type LogDestination = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * On a terminal, one short line a person reads (time, level, message; a request as method, path,
 * status and milliseconds); anywhere else JSON lines with a request id, for machines.
 */
export function serverLogger(level: string, destination: LogDestination = process.stdout) {
  if (!destination.isTTY) {
    const json = { level, serializers: { req: requestForLog } };
    // pino's own writer to standard output is its fastest; another destination is written to.
    const logger = destination === process.stdout ? json : { ...json, stream: destination };
    return { logger, humanLines: false };
  }
  const stream = pretty({
    destination,
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    // Synchronous, in-process: no worker thread to start or to lose lines on exit.
    sync: true,
  });
  const logger: FastifyServerOptions['logger'] = { level, stream };
  return { logger, humanLines: true };
}

/** With human lines, each request is one line when it is answered, not two (in and out). */
export function logEachRequestOnce(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    request.log.info(
      `${request.method} ${path} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  });
}
