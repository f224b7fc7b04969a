import type { FastifyReply } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { mediaTexts } from './messages';
import { MEDIA_NAME, MediaStorageUnavailableError, type MediaStorage } from './storage';

const contentTypes = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * A stored variant, as a file that never changes: its name is its content's hash. Only names of
 * ours are looked up (so `..`, encoded or not, never leaves the store); the answer cannot be run
 * as anything but an image, nor framed, wherever it is opened.
 */
export async function serveMedia(storage: MediaStorage, name: string, reply: FastifyReply) {
  const extension = MEDIA_NAME.exec(name)?.[1] as keyof typeof contentTypes | undefined;
  const file = extension ? await storage.get(name).catch(unavailable) : undefined;
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site');
  if (!extension || !file)
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  if (file.length !== undefined) reply.header('content-length', String(file.length));
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .type(contentTypes[extension])
    .send(file.body);
}

/** The store down is the same 503 an upload gets (service.ts), with its message. */
function unavailable(error: unknown): never {
  if (error instanceof MediaStorageUnavailableError)
    throw new HttpError(503, 'storage_unavailable', mediaTexts.storageDown);
  throw error;
}
