import { defineMessages, isWellFormedText } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export const nulMessages = defineMessages('server.nul', {
  refused: 'Text cannot contain the NUL character (U+0000).',
  invalidUnicode: 'Text must be valid Unicode: it contains half of a character (a lone surrogate).',
});
const nulMessage = nulMessages.refused;

/** What is wrong with a string the database must not receive, if anything. */
function flaw(text: string) {
  if (text.includes('\u0000')) return nulMessage;
  // JSON can spell half a character ("\ud800"); stored, it breaks every page that shows it.
  if (!isWellFormedText(text)) return nulMessages.invalidUnicode;
  return undefined;
}

/** Deeper than any request schema goes; a NUL below this depth fails validation anyway. */
const deepest = 64;

type Found = { path: string; message: typeof nulMessage };

/** The dotted path ('' for the value itself) and flaw of the first flawed string, if any. */
function firstFlaw(value: unknown, path: string, depth: number): Found | undefined {
  if (typeof value === 'string') {
    const message = flaw(value);
    return message ? { path, message } : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > deepest) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = firstFlaw(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any param, query value or JSON string would fail
 * deep inside a query, a 500. Every API route refuses it at the door instead, naming the field, before validation runs. So with a lone
 * surrogate (invalid Unicode, issue 21 §6), which PostgreSQL would store as U+FFFD or refuse.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    // The web app's pages are listed in the API document too (tag `pages`), but a page shows
    // whatever its address holds as a screen would: the API calls it makes are guarded.
    const schema = request.routeOptions.schema;
    if (!schema || schema.tags?.includes('pages')) return;
    for (const part of [request.params, request.query, request.body]) {
      const found = firstFlaw(part, '', 0);
      if (found)
        throw new HttpError(400, 'validation', found.message, {
          [found.path || '_']: found.message,
        });
    }
  });
});
