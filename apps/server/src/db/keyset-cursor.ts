import { HttpError } from '../plugins/errors';
import { isUuid } from './ids';

// Keyset paging on (time, id): the page after a row starts strictly past it. The cursor is
// opaque to clients and checked when read back.

export function encodeTimeCursor(at: Date, id: string) {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export function decodeTimeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || !isUuid(id) || Number.isNaN(at.getTime()))
    throw new HttpError(400, 'validation', 'That page link is not valid.', {
      cursor: 'Not a valid cursor',
    });
  return { at, id };
}
