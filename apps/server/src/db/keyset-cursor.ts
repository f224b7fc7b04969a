import { isStorableDate } from '@portal/contract';
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
  // A forged cursor may name a time JavaScript reads but PostgreSQL cannot (year 0, past 9999).
  if (!id || !isUuid(id) || !isStorableDate(iso ?? ''))
    throw new HttpError(400, 'validation', 'That page link is not valid.', {
      cursor: 'Not a valid cursor',
    });
  return { at, id };
}
