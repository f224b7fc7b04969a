import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const PICTURE_PREFIX = '/uploads/';

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
