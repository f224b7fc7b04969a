import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MEDIA_NAME, MediaStorageUnavailableError } from '../media/storage';
import { noteCardServed } from './card-store';
import { drawCard, photoCard, type CardText } from './og-card';

// Link-preview images (1200×630 JPEG): a page's photo cropped to the card's shape, or a card drawn
// from its words. Each is named by the hash of what it is made from, so an edit to the event (its
// title, time, place, cover) or to the site's name makes a new name and a new image, and the old
// address keeps its old bytes. Drawn once, kept in the media store (surviving restarts, shared by
// every server process) and the last few in memory; one not asked for in 30 days leaves the store
// (card-store.ts) and is drawn again if it ever is.

/** Bump when the drawing changes: every card is drawn anew. */
const CARD_VERSION = 1;

export type CardSource =
  | { kind: 'card'; card: CardText }
  /** The media store's link-preview JPEG of an upload. */
  | { kind: 'photo'; preview: string };

/** The image's name in the media store: `<32 hex>.jpg`, like every stored variant. */
export const cardName = (source: CardSource) =>
  `${createHash('sha256')
    .update(JSON.stringify({ v: CARD_VERSION, ...source }))
    .digest('hex')
    .slice(0, 32)}.jpg`;

/** The version a page's og:image address carries: it changes whenever the image does. */
export const cardVersion = (source: CardSource) => cardName(source).slice(0, 12);

const MEMORY_ENTRIES = 64;
const inMemory = new Map<string, Buffer>();
/** Cards being drawn now: a burst of crawlers for a new link draws it once. */
const drawing = new Map<string, Promise<Buffer>>();

function remember(name: string, bytes: Buffer) {
  inMemory.delete(name);
  inMemory.set(name, bytes);
  if (inMemory.size > MEMORY_ENTRIES) inMemory.delete(inMemory.keys().next().value!);
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Storage trouble makes a card drawn but not kept, never a failed preview. */
const quietly = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) => {
    if (error instanceof MediaStorageUnavailableError) return undefined;
    throw error;
  });

async function make(app: FastifyInstance, source: CardSource): Promise<Buffer | undefined> {
  if (source.kind === 'card') return drawCard(source.card);
  if (!MEDIA_NAME.test(source.preview)) return undefined;
  const file = await quietly(app.media.storage.get(source.preview));
  return file && photoCard(await readAll(file.body));
}

/** The image for `source`, from memory, the media store, or made now (and kept). */
export async function ogImage(
  app: FastifyInstance,
  source: CardSource,
): Promise<Buffer | undefined> {
  const name = cardName(source);
  const known = inMemory.get(name);
  if (known) {
    remember(name, known);
    await noteCardServed(app.db, name);
    return known;
  }
  const pending = drawing.get(name);
  if (pending) return pending;
  const work = (async () => {
    const stored = await quietly(app.media.storage.get(name));
    if (stored) return readAll(stored.body);
    const made = await make(app, source);
    if (!made) return undefined;
    await quietly(app.media.storage.put(name, made, 'image/jpeg'));
    await noteCardServed(app.db, name, true);
    return made;
  })();
  const shared = work.then(async (bytes) => {
    if (bytes) {
      remember(name, bytes);
      await noteCardServed(app.db, name);
    }
    return bytes;
  });
  drawing.set(name, shared as Promise<Buffer>);
  try {
    return await shared;
  } finally {
    drawing.delete(name);
  }
}
