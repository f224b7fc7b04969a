import { defineMessages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const nulMessages = defineMessages('server.nul', {
  refused: 'Text cannot contain the NUL character (U+0000).',
});
const nulMessage = nulMessages.refused;

/** Deeper than any request schema goes; a NUL below this depth fails validation anyway. */
const deepest = 64;

/** The dotted path of the first string holding U+0000, '' for the value itself, or undefined. */
function pathOfNul(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > deepest) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = pathOfNul(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any param, query value or JSON string would fail
 * deep inside a query, a 500. Every API route (those with a schema; the web app's pages have
 * none) refuses it at the door instead, naming the field, before validation runs.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = pathOfNul(part, '', 0);
      if (field !== undefined)
        throw new HttpError(400, 'validation', nulMessage, { [field || '_']: nulMessage });
    }
  });
});
