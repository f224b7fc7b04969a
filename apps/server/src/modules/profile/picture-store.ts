import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PICTURE_PREFIX = '/uploads/';

const signatures: {
  type: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: string;
  matches: (b: Buffer) => boolean;
}[] = [
  {
    type: 'image/jpeg',
    extension: 'jpg',
    matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type by content (magic bytes), never by the name or the declared type. */
export function detectImage(content: Buffer) {
  return signatures.find((signature) => signature.matches(content));
}

export const contentTypeFor = (fileName: string) =>
  signatures.find((signature) => fileName.endsWith(`.${signature.extension}`))?.type;

/** Saves under DATA_DIR/uploads with a random name; returns the public path. */
export async function savePicture(
  uploadsDir: string,
  content: Buffer,
  extension: string,
): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const fileName = `${randomUUID()}.${extension}`;
  await writeFile(path.join(uploadsDir, fileName), content, { mode: 0o644 });
  return `${PICTURE_PREFIX}${fileName}`;
}

/** Deletes a picture we stored (never a path outside the uploads folder, never an external URL). */
export async function removePicture(uploadsDir: string, imageUrl: string | null | undefined) {
  if (!imageUrl?.startsWith(PICTURE_PREFIX)) return;
  const fileName = path.basename(imageUrl);
  await rm(path.join(uploadsDir, fileName), { force: true });
}
