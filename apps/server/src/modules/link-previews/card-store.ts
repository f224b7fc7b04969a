import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { linkPreviewCards } from '../../db/schema/index';
import type { MediaStorage } from '../media/storage';

// Which link-preview cards the media store holds, and when each was last asked for (the table's
// comment says why). A card served again is noted at most every few hours per process, so a
// crawler's burst costs no write per request.

/** Cards nobody has asked for in this long are removed; asked for again, they are drawn again. */
export const CARD_UNUSED_DAYS = 30;
const NOTE_EVERY_MS = 6 * 3600_000;
const NOTED_MAX = 10_000;
/** Per database (a process may serve more than one, as the tests do): name → when noted. */
const notedIn = new WeakMap<Database, Map<string, number>>();

function notedFor(db: Database) {
  let noted = notedIn.get(db);
  if (!noted) notedIn.set(db, (noted = new Map()));
  return noted;
}

/**
 * Notes that `name` was served now (`stored`: just put in the store, always noted, so no file is
 * ever left without its row); never fails the preview it is part of.
 */
export async function noteCardServed(db: Database, name: string, stored = false, now = Date.now()) {
  const noted = notedFor(db);
  const last = noted.get(name);
  if (!stored && last !== undefined && now - last < NOTE_EVERY_MS) return;
  if (noted.size >= NOTED_MAX) noted.clear();
  noted.set(name, now);
  await db
    .insert(linkPreviewCards)
    .values({ name, lastServedAt: new Date(now) })
    .onConflictDoUpdate({ target: linkPreviewCards.name, set: { lastServedAt: new Date(now) } })
    .catch(() => noted.delete(name));
}

/**
 * Removes from the store the cards not asked for in `CARD_UNUSED_DAYS`, a batch at a time: the row
 * goes first, so a card asked for meanwhile is noted again and at worst drawn again.
 */
export async function removeUnusedCards(db: Database, storage: MediaStorage, now = new Date()) {
  const cutOff = new Date(now.getTime() - CARD_UNUSED_DAYS * 86_400_000);
  let removed = 0;
  for (;;) {
    const rows = await db.execute<{ name: string }>(sql`
      delete from ${linkPreviewCards} where ${linkPreviewCards.name} in (
        select ${linkPreviewCards.name} from ${linkPreviewCards}
        where ${lt(linkPreviewCards.lastServedAt, cutOff)} limit 200)
      returning ${linkPreviewCards.name} as name`);
    if (rows.rows.length === 0) return removed;
    for (const { name } of rows.rows) {
      notedFor(db).delete(name);
      await storage.remove(name);
    }
    removed += rows.rows.length;
  }
}
