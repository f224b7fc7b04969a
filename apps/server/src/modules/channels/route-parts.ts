import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../../plugins/route-schemas';
import { isUuid } from '../events/access';
import { viewerOf } from './access';
import { channelServerMessages } from './messages';

// What the channels' route files share.

export const idParams = z.object({ id: z.string().max(100) });
export const memberParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });
export const errors = errorResponses(400, 401, 403, 404, 409);

export const viewer = (request: FastifyRequest) => viewerOf(request.session?.user);

/** A person id that cannot be an account's is about nobody: 404, never a database error. */
export function personId(value: string) {
  if (!isUuid(value)) throw new HttpError(404, 'not_found', channelServerMessages.noSuchPerson);
  return value;
}
