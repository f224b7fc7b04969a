import { rm } from 'node:fs/promises';
import path from 'node:path';

export const PICTURE_PREFIX = '/uploads/';

/** Deletes a picture we stored (never a path outside the uploads folder, never an external URL). */
export async function removePicture(uploadsDir: string, imageUrl: string | null | undefined) {
  if (!imageUrl?.startsWith(PICTURE_PREFIX)) return;
  const fileName = path.basename(imageUrl);
  await rm(path.join(uploadsDir, fileName), { force: true });
}
