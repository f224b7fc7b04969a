import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/scratch-dirs';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import { MediaStorageUnavailableError, type MediaStorage } from './storage';

const name = (n: number) => `${String(n).padStart(32, 'a').slice(0, 32)}.webp`;

/** The same promises of every store: whole or nothing, only our names, absent is undefined. */
function storageContract(label: string, open: () => MediaStorage) {
  describe(label, () => {
    it('stores, reads back and removes a file by its name', async () => {
      const storage = open();
      const content = Buffer.from('RIFF....WEBPVP8 a photo, as bytes');
      await storage.put(name(1), content, 'image/webp');
      const file = await storage.get(name(1));
      expect(file).toBeDefined();
      expect(await buffer(file!.body)).toEqual(content);
      await storage.remove(name(1));
      expect(await storage.get(name(1))).toBeUndefined();
      await storage.remove(name(1)); // removing what is gone is fine
    });

    it('answers undefined for what is not there, and for any name that is not ours', async () => {
      const storage = open();
      expect(await storage.get(name(2))).toBeUndefined();
      for (const bad of ['../../etc/passwd', '..%2fsecret', 'photo.webp', `${name(3)}/x`, ''])
        expect(await storage.get(bad), bad).toBeUndefined();
      await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    });
  });
}

storageContract('disk storage', () => diskStorage(scratchDir('portal-media-')));

describe('disk storage failures', () => {
  it('leaves no temporary file behind when a write fails', async () => {
    const folder = scratchDir('portal-media-fail-');
    // A folder where the file should go makes the final rename fail, after the bytes were written.
    mkdirSync(path.join(folder, name(4).slice(0, 2), name(4)), { recursive: true });
    mkdirSync(path.join(folder, name(4).slice(0, 2), name(4), 'occupied'));
    const storage = diskStorage(folder);
    await expect(storage.put(name(4), Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(readdirSync(path.join(folder, name(4).slice(0, 2)))).toEqual([name(4)]);
  });
});

describe('S3 storage against a real S3-compatible server (s3rver)', () => {
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-')),
      configureBuckets: [{ name: 'portal-media', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
  });
  const settings = () => ({
    bucket: 'portal-media',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'media/',
  });

  storageContract('s3 storage', () => s3Storage(settings()));

  it('says the store is unavailable when the server cannot be reached', async () => {
    const storage = s3Storage({ ...settings(), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.put(name(5), Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      MediaStorageUnavailableError,
    );
  });
});
