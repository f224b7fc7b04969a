import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MEDIA_NAME } from '../media/storage';
import { previewNameAt } from './repository';

// The installed app's icons (issue 40), made from the site's logo when it is an upload, else the
// portal's own mark (the favicon's people, apps/web/public/favicon.svg), at 192 and 512 px, and a
// maskable 512 px one whose mark sits inside the middle 80% that every launcher's mask keeps.

export const iconSizes = { 'app-192': 192, 'app-512': 512, 'app-maskable-512': 512 } as const;
export type IconName = keyof typeof iconSizes;
export const isIconName = (name: string): name is IconName => Object.hasOwn(iconSizes, name);

/** The portal's mark on its indigo: `rounded` for a plain icon, full-bleed for a maskable one. */
function defaultMark(size: number, maskable: boolean): Buffer {
  // The favicon is drawn on 32 units; a maskable icon keeps it within the safe zone (radius 40%).
  const scale = maskable ? 0.62 : 1;
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
      `<rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="#4263eb"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" ` +
      `stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">` +
      `<circle cx="11" cy="12" r="3.5"/><circle cx="21" cy="12" r="3.5"/>` +
      `<path d="M5 25c0-3.6 2.7-6 6-6s6 2.4 6 6M15 25c0-3.6 2.7-6 6-6s6 2.4 6 6"/></g></svg>`,
  );
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The stored logo's preview JPEG name, or undefined for the portal's own mark. */
export const logoKey = (app: FastifyInstance, logoUrl: string | null) =>
  previewNameAt(app.db, logoUrl).catch(() => undefined);

const made = new Map<string, Buffer>();

/** The icon `name` for the logo `logo` (a stored preview's name) or the default mark. */
export async function appIcon(
  app: FastifyInstance,
  name: IconName,
  logo: string | undefined,
): Promise<Buffer> {
  const key = `${name}:${logo ?? 'default'}`;
  const known = made.get(key);
  if (known) return known;
  const size = iconSizes[name];
  const maskable = name === 'app-maskable-512';
  let icon: Buffer | undefined;
  if (logo && MEDIA_NAME.test(logo)) {
    const file = await app.media.storage.get(logo).catch(() => undefined);
    if (file) {
      const inner = Math.round(size * (maskable ? 0.7 : 1));
      const picture = await sharp(await readAll(file.body))
        .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
        .png()
        .toBuffer();
      icon = await sharp({
        create: { width: size, height: size, channels: 4, background: '#ffffff' },
      })
        .composite([{ input: picture, gravity: 'centre' }])
        .png()
        .toBuffer();
    }
  }
  icon ??= await sharp(defaultMark(size, maskable)).png().toBuffer();
  if (made.size > 30) made.clear();
  made.set(key, icon);
  return icon;
}
