import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaPurpose } from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import type { JobQueue } from '../jobs/queue';
import type { Config } from '../../config';
import { diskStorage } from './disk-storage';
import { processImage, ProcessingQueue, type Variant } from './image-pipeline';
import { s3Storage } from './s3-storage';
import { mediaTexts } from './messages';
import * as repo from './repository';
import { MediaStorageUnavailableError, type MediaStorage } from './storage';
import { removeUnusedCards } from '../link-previews/card-store';

/** The pipeline as the app holds it: one store and one processing queue for every upload. */
export function createMediaContext(
  db: Database,
  settings: Config['media'],
  log: FastifyBaseLogger,
): MediaContext {
  return {
    db,
    storage: mediaStorageFor(settings),
    processing: new ProcessingQueue(),
    dailyBytes: settings.dailyBytes,
    log,
  };
}

/** The configured store: a bucket when one is named, else DATA_DIR/media. */
export const mediaStorageFor = (settings: Config['media']) =>
  settings.s3 ? s3Storage(settings.s3) : diskStorage(settings.dir);

export interface MediaContext {
  db: Database;
  storage: MediaStorage;
  processing: ProcessingQueue;
  dailyBytes: number;
  log: FastifyBaseLogger;
}

const stored = (variant: Variant) => ({
  name: variant.name,
  width: variant.width,
  height: variant.height,
  bytes: variant.content.length,
});

/**
 * Stores an upload through the pipeline: the same bytes uploaded again by the same member are the
 * same photo (no second copy, no quota spent); a day's quota passed is 429; the store failing is
 * 503 with no row written (files it took before failing are removed).
 */
export async function storeUpload(
  ctx: MediaContext,
  ownerId: string,
  content: Buffer,
  purpose: MediaPurpose | undefined,
) {
  const sourceHash = createHash('sha256').update(content).digest('hex');
  const again = await repo.findOwnUpload(ctx.db, ownerId, sourceHash);
  if (again) return repo.toMedia(again);
  if ((await repo.bytesUploadedToday(ctx.db, ownerId)) + content.length > ctx.dailyBytes)
    throw new HttpError(
      429,
      'quota',
      withValues(mediaTexts.quota, { max: Math.round(ctx.dailyBytes / 1024 / 1024) }),
    );
  const image = await ctx.processing.run(() => processImage(content));
  const files = [...image.variants, image.preview];
  const written: string[] = [];
  try {
    for (const file of files) {
      await ctx.storage.put(file.name, file.content, file.contentType);
      written.push(file.name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => ctx.storage.remove(name).catch(() => undefined)));
    if (error instanceof MediaStorageUnavailableError) {
      ctx.log.warn({ reason: error.message }, 'media store unavailable');
      throw new HttpError(503, 'storage_unavailable', mediaTexts.storageDown);
    }
    throw error;
  }
  const row = await repo.insertMedia(ctx.db, {
    ownerId,
    purpose: purpose ?? null,
    sourceHash,
    sourceBytes: content.length,
    width: image.width,
    height: image.height,
    variants: image.variants.map(stored),
    preview: stored(image.preview),
    placeholder: image.placeholder,
  });
  return repo.toMedia(row);
}

/**
 * The hourly removal of uploads nothing uses a day after they came (ADR 45's queue), and of
 * link-preview cards unused for a month (ADR 59).
 */
export function defineMediaCleanup(jobs: JobQueue, ctx: Pick<MediaContext, 'db' | 'storage'>) {
  jobs.define('media-cleanup', z.object({}).passthrough(), async () => {
    for (
      let ids = await repo.unusedUploads(ctx.db);
      ids.length > 0;
      ids = await repo.unusedUploads(ctx.db)
    ) {
      // Rows first: a file is removed only once no row points at it, so a crash between the two
      // leaves at worst a file nobody serves, never a row without its file.
      const names = await repo.deleteMedia(ctx.db, ids);
      for (const name of names) await ctx.storage.remove(name);
    }
    // Link-preview cards no crawler has asked for in a month (an edited event's old ones).
    await removeUnusedCards(ctx.db, ctx.storage);
  });
}
