import { crc32 } from 'node:zlib';
import { pictureTypes } from '@portal/contract';
import { withValues, type ServerText } from '../../i18n/server-text';
import { pictureTexts } from './messages';

export { pictureTexts };

// What an uploaded picture must be before it is stored: a JPEG, PNG or WebP by its bytes (never by
// its name or declared type), whole and well-formed, the type it claims, with no markup hidden in
// its metadata or after its end (a polyglot that a browser or another tool could read as HTML).

export type PictureType = (typeof pictureTypes)[number];

interface Layout {
  /** Where the image ends; anything after it is not part of the picture. */
  end: number;
  /** The parts that are not compressed pixels (text chunks, EXIF, comments), to look for markup. */
  metadata: Buffer[];
}

const formats: Record<
  PictureType,
  {
    extension: string;
    layout: (b: Buffer) => Layout | undefined;
    signature: (b: Buffer) => boolean;
  }
> = {
  'image/jpeg': {
    extension: 'jpg',
    signature: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    layout: jpegLayout,
  },
  'image/png': {
    extension: 'png',
    signature: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    layout: pngLayout,
  },
  'image/webp': {
    extension: 'webp',
    signature: (b) =>
      b.length > 12 &&
      b.toString('latin1', 0, 4) === 'RIFF' &&
      b.toString('latin1', 8, 12) === 'WEBP',
    layout: webpLayout,
  },
};

/** PNG: chunks with valid CRCs from IHDR to IEND. */
function pngLayout(b: Buffer): Layout | undefined {
  const metadata: Buffer[] = [];
  for (let offset = 8, index = 0; offset + 12 <= b.length; index += 1) {
    const length = b.readUInt32BE(offset);
    const type = b.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || dataEnd + 4 > b.length) return undefined;
    if (index === 0 && (type !== 'IHDR' || length !== 13)) return undefined;
    if (crc32(b.subarray(offset + 4, dataEnd)) !== b.readUInt32BE(dataEnd)) return undefined;
    if (type !== 'IDAT' && type !== 'fdAT') metadata.push(b.subarray(offset + 8, dataEnd));
    offset = dataEnd + 4;
    if (type === 'IEND') return { end: offset, metadata };
  }
  return undefined;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** JPEG: marker segments from SOI to EOI, stepping over each scan's entropy-coded data. */
function jpegLayout(b: Buffer): Layout | undefined {
  const metadata: Buffer[] = [];
  let offset = 2;
  while (offset + 1 < b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return { end: offset + 2, metadata };
    if (marker === 0x01 || isRestart(marker)) {
      offset += 2;
      continue;
    }
    if (marker === 0x00 || marker === 0xd8 || offset + 4 > b.length) return undefined;
    const length = b.readUInt16BE(offset + 2);
    const segmentEnd = offset + 2 + length;
    if (length < 2 || segmentEnd > b.length) return undefined;
    if (marker !== 0xda) {
      metadata.push(b.subarray(offset + 4, segmentEnd));
      offset = segmentEnd;
      continue;
    }
    // Start of scan: the compressed data runs to the next marker (0xFF not followed by a stuffed
    // zero or a restart marker).
    let next = b.indexOf(0xff, segmentEnd);
    while (next !== -1 && next + 1 < b.length && (b[next + 1] === 0 || isRestart(b[next + 1]!)))
      next = b.indexOf(0xff, next + 2);
    if (next === -1 || next + 1 >= b.length) return undefined;
    offset = next;
  }
  return undefined;
}

const webpImageChunks = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

/** WebP: a RIFF container whose chunks fill exactly the size it declares, image chunk first. */
function webpLayout(b: Buffer): Layout | undefined {
  if (b.length < 20) return undefined;
  const riffEnd = 8 + b.readUInt32LE(4);
  if (riffEnd > b.length) return undefined;
  const metadata: Buffer[] = [];
  let offset = 12;
  for (let index = 0; offset + 8 <= riffEnd; index += 1) {
    const type = b.toString('latin1', offset, offset + 4);
    const dataEnd = offset + 8 + b.readUInt32LE(offset + 4);
    if (!/^[\x20-\x7e]{4}$/.test(type) || dataEnd > riffEnd) return undefined;
    if (index === 0 && !['VP8 ', 'VP8L', 'VP8X'].includes(type)) return undefined;
    if (!webpImageChunks.has(type)) metadata.push(b.subarray(offset + 8, dataEnd));
    offset = dataEnd + ((dataEnd - offset) % 2); // chunks are padded to an even size
  }
  return offset === riffEnd || offset === riffEnd + 1 ? { end: riffEnd, metadata } : undefined;
}

/** Markup a browser or a sniffing tool would act on; none of it belongs in a picture. */
const markup =
  /<(?:script|iframe|object|embed|html|body|svg|img|meta|link|form|!doctype|\?php)|(?:java|vb)script:/i;

const hasMarkup = (part: Buffer) => markup.test(part.toString('latin1'));

const looksLikeSvg = (content: Buffer) =>
  /^\s*(?:<\?xml|<!doctype svg|<svg)/i.test(content.toString('latin1', 0, 1024));

/** Types people's systems send for files they cannot name; not a claim to check. */
const noClaim = new Set(['', 'application/octet-stream']);
const aliases = new Map([
  ['image/jpg', 'image/jpeg'],
  ['image/pjpeg', 'image/jpeg'],
]);
const isPictureType = (value: string): value is PictureType =>
  (pictureTypes as readonly string[]).includes(value);

export type PictureCheck =
  | { ok: true; type: PictureType; extension: string; content: Buffer }
  | { ok: false; message: ServerText };

/**
 * Checks an upload and gives the bytes to store: the image alone (a trailer some cameras add
 * after the end is dropped), or why it is refused.
 */
export function checkPicture(content: Buffer, declaredType: string | undefined): PictureCheck {
  const declared = declaredType?.trim().toLowerCase() ?? '';
  const claimed = aliases.get(declared) ?? declared;
  const type = pictureTypes.find((candidate) => formats[candidate].signature(content));
  if (!type) {
    const svg = claimed === 'image/svg+xml' || looksLikeSvg(content);
    return { ok: false, message: svg ? pictureTexts.svg : pictureTexts.notAPicture };
  }
  const format = formats[type];
  if (!noClaim.has(claimed) && claimed !== type) {
    return {
      ok: false,
      message:
        claimed === 'image/svg+xml'
          ? pictureTexts.svg
          : withValues(pictureTexts.mismatch, {
              actual: format.extension === 'jpg' ? 'jpeg' : format.extension,
              claimed: isPictureType(claimed) ? claimed.slice('image/'.length) : 'other',
              claimedType: claimed,
            }),
    };
  }
  const layout = format.layout(content);
  if (!layout || [...layout.metadata, content.subarray(layout.end)].some(hasMarkup))
    return { ok: false, message: pictureTexts.damaged };
  return { ok: true, type, extension: format.extension, content: content.subarray(0, layout.end) };
}

export const contentTypeFor = (fileName: string) =>
  pictureTypes.find((type) => fileName.endsWith(`.${formats[type].extension}`));
