import { isStorableDate } from '@portal/contract';
import { errorMessages, HttpError } from '../plugins/errors';
import { isUuid } from './ids';

// Keyset paging on (time, id): the page after a row starts strictly past it. The cursor is
// opaque to clients and checked when read back.

export function encodeTimeCursor(at: Date, id: string) {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

/** A cursor no list of ours gave out (forged, or cut short). */
export const badCursor = () =>
  new HttpError(400, 'validation', errorMessages.badPageLink, {
    cursor: errorMessages.badCursor,
  });

export function decodeTimeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  // A forged cursor may name a time JavaScript reads but PostgreSQL cannot (year 0, past 9999).
  if (!id || !isUuid(id) || !isStorableDate(iso ?? '')) throw badCursor();
  return { at, id };
}
