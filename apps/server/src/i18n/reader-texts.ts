// Answers in the reader's language (DESIGN §7): a route's `{ message }` and any other text it
// writes for the person who asked. The language is chosen once per request (request-language.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf } from '../plugins/request-language';
import { textIn, type ServerText } from './server-text';

/** One text in the language of the request's reader. */
export async function readerText(
  app: FastifyInstance,
  request: FastifyRequest,
  text: ServerText,
): Promise<string> {
  return textIn(await languageOf(app, request), text);
}

/** An answer with its `message` in the reader's language: `translated(app, request, { message })`. */
export async function translated<T extends { message: ServerText }>(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: T,
): Promise<Omit<T, 'message'> & { message: string }> {
  return { ...answer, message: await readerText(app, request, answer.message) };
}
