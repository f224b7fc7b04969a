import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_NAME, MediaStorageUnavailableError, type MediaStorage } from './storage';

// A disk that is full, read-only or gone is the store being down, not the upload being bad.
const unavailableCodes = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO', 'EACCES', 'EPERM']);

function storageError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code && unavailableCodes.has(code)) throw new MediaStorageUnavailableError(code);
  throw error;
}

/** Media in a folder (DATA_DIR/media by default): nothing to set up. */
export function diskStorage(folder: string): MediaStorage {
  const fileOf = (name: string) => {
    // Only our own names: `..`, slashes and encodings never reach the file system.
    if (!MEDIA_NAME.test(name)) return undefined;
    return path.join(folder, name.slice(0, 2), name);
  };
  return {
    async put(name, content) {
      const file = fileOf(name);
      if (!file) throw new Error(`not a media name: ${name}`);
      // Written beside, then renamed: a reader sees the whole file or none, and a failure
      // leaves no temporary file behind.
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, content, { mode: 0o644 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        storageError(error);
      }
    },
    async get(name) {
      const file = fileOf(name);
      if (!file) return undefined;
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), length: size };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        return storageError(error);
      }
    },
    async remove(name) {
      const file = fileOf(name);
      if (file) await rm(file, { force: true });
    },
    describe: () => `the folder ${folder}`,
  };
}
