import type { Readable } from 'node:stream';

/** Where media bytes live: a folder on this machine, or an S3-compatible bucket. */
export interface MediaStorage {
  /** Stores `content` under `name` whole or not at all (no half-written file is ever served). */
  put(name: string, content: Buffer, contentType: string): Promise<void>;
  /** The bytes under `name`, or undefined when there are none. */
  get(name: string): Promise<{ body: Readable; length?: number } | undefined>;
  remove(name: string): Promise<void>;
  /** Where an admin finds the files, for the backup notes. */
  describe(): string;
}

/** The store failing (a full disk, S3 unreachable): answered 503 with Retry-After, never 500. */
export class MediaStorageUnavailableError extends Error {}

/** Names are content hashes with an extension: nothing else may reach a path or an object key. */
export const MEDIA_NAME = /^[0-9a-f]{32}\.(webp|jpg)$/;
