import { createHash } from 'node:crypto';
import os from 'node:os';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_PREVIEW_WIDTH,
  MEDIA_WIDTHS,
} from '@portal/contract';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { HttpError } from '../../plugins/errors';
import { mediaTexts } from './messages';

// One libvips thread per image: a burst of uploads takes at most as many threads as the queue
// below lets images in, and the rest of the server keeps its share of the machine.
sharp.concurrency(1);
// A long-lived server holds no decoded images between uploads.
sharp.cache(false);

export interface Variant {
  /** Content hash and extension: what it is stored and served as. */
  name: string;
  contentType: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
  content: Buffer;
}

export interface ProcessedImage {
  /** The upload's own bytes' hash: the same bytes uploaded twice are stored once. */
  sourceHash: string;
  width: number;
  height: number;
  /** Web variants, narrowest first. */
  variants: Variant[];
  /** The link-preview JPEG. */
  preview: Variant;
  placeholder: string;
}

/** The formats we take, as libvips names them (AVIF is HEIF with AV1 inside; HEIC is not). */
function acceptedFormat(metadata: sharp.Metadata) {
  if (['jpeg', 'png', 'webp', 'gif'].includes(metadata.format ?? '')) return true;
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

const hashOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

function variant(content: Buffer, info: sharp.OutputInfo, extension: 'webp' | 'jpg'): Variant {
  return {
    name: `${hashOf(content).slice(0, 32)}.${extension}`,
    contentType: extension === 'webp' ? 'image/webp' : 'image/jpeg',
    width: info.width,
    height: info.height,
    content,
  };
}

/**
 * Reads the header only, then re-encodes: orientation applied, every piece of metadata dropped
 * (EXIF with its GPS position, XMP, comments) but the colour profile, WebP at each width up to the
 * original's, a JPEG for link previews, and a ThumbHash. Whatever was appended to or hidden in
 * the file does not survive: only decoded pixels are written out.
 */
export async function processImage(source: Buffer): Promise<ProcessedImage> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw new HttpError(415, 'unsupported_media_type', mediaTexts.unsupported);
  }
  if (!acceptedFormat(metadata))
    throw new HttpError(415, 'unsupported_media_type', mediaTexts.unsupported);
  const { width = 0, height = 0 } = metadata;
  if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS)
    throw new HttpError(422, 'too_many_pixels', mediaTexts.tooManyPixels);
  try {
    return await encode(source, metadata);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, 'unreadable_image', mediaTexts.unreadable);
  }
}

async function encode(source: Buffer, metadata: sharp.Metadata): Promise<ProcessedImage> {
  // failOn 'truncated': a file cut short is refused, not stored with a grey half.
  const upright = () =>
    sharp(source, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .keepIccProfile();
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height! : metadata.width!;
  const height = turned ? metadata.width! : metadata.height!;
  const widths: number[] = MEDIA_WIDTHS.filter((candidate) => candidate < width);
  widths.push(Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!));
  const variants: Variant[] = [];
  for (const target of [...new Set(widths)]) {
    const { data, info } = await upright()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push(variant(data, info, 'webp'));
  }
  const jpeg = await upright()
    .resize({ width: MEDIA_PREVIEW_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const small = await upright()
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
  return {
    sourceHash: hashOf(source),
    width,
    height,
    variants,
    preview: variant(jpeg.data, jpeg.info, 'jpg'),
    placeholder: Buffer.from(hash).toString('base64'),
  };
}

/**
 * As many images at once as the machine has cores; the rest wait their turn. Keeps a burst of
 * uploads from taking every thread while the API's reads go on.
 */
export class ProcessingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit = Math.max(1, os.availableParallelism())) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
