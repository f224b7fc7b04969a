import sharp from 'sharp';

// The link-preview card the server draws (issue 40) when a page has no photo of its own: 1200×630,
// the portal's colours, its name, and the page's title, date and place. Text is laid out and
// shaped by Pango (through sharp), so Devanagari and Gujarati join as they should, with the Noto
// fonts the machine has (fonts-noto-core; .ci/run installs it). The background is an SVG.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The portal's theme (Mantine's indigo and violet, apps/web/src/app/theme.ts). */
export const portalColours = { from: '#364fc7', to: '#5f3dc4', text: '#ffffff', muted: '#dbe4ff' };

export interface CardText {
  title: string;
  /** The date in the event's zone, or a tagline. */
  lines: string[];
  siteName: string;
}

const markup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** At most `max` characters (graphemes, so a conjunct is never cut), with an ellipsis. */
export function clip(text: string, max: number): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)];
  if (graphemes.length <= max) return text;
  return `${graphemes
    .slice(0, max - 1)
    .map((g) => g.segment)
    .join('')
    .trimEnd()}…`;
}

const FONT = 'Noto Sans';
const SIDE = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * SIDE;

/** One block of wrapped text as a transparent PNG, no taller than `maxHeight`. */
async function textBlock(
  text: string,
  size: number,
  colour: string,
  bold: boolean,
  maxHeight: number,
) {
  const rendered = await sharp({
    text: {
      text: `<span foreground="${colour}">${markup(text)}</span>`,
      font: `${FONT}${bold ? ' Bold' : ''} ${size}`,
      width: TEXT_WIDTH,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (rendered.info.height <= maxHeight) return rendered;
  // Longer than the room: the block shrinks to fit rather than running off the card.
  return sharp(rendered.data)
    .resize({ height: maxHeight, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
}

function background(): Buffer {
  const { from, to, muted } = portalColours;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>` +
      `<rect x="${SIDE}" y="${OG_HEIGHT - 118}" width="${TEXT_WIDTH}" height="2" fill="${muted}" opacity="0.5"/>` +
      `<circle cx="${OG_WIDTH - 60}" cy="60" r="150" fill="#ffffff" opacity="0.06"/>` +
      `</svg>`,
  );
}

/** The card as a JPEG (about 40–70 KB). */
export async function drawCard(card: CardText): Promise<Buffer> {
  const { text, muted } = portalColours;
  const title = clip(card.title, 110);
  const size = title.length <= 28 ? 72 : title.length <= 60 ? 60 : 48;
  const [titleBlock, siteBlock, ...lineBlocks] = await Promise.all([
    textBlock(title, size, text, true, 260),
    textBlock(clip(card.siteName, 60), 30, text, true, 44),
    ...card.lines.slice(0, 2).map((line) => textBlock(clip(line, 90), 32, muted, false, 48)),
  ]);
  // Title and lines as one block, in the middle of the room above the rule (never above 64 px).
  const room = OG_HEIGHT - 130;
  const blocks: { data: Buffer; height: number; gap: number }[] = [
    { data: titleBlock!.data, height: titleBlock!.info.height, gap: 28 },
    ...lineBlocks.map((block) => ({ data: block.data, height: block.info.height, gap: 12 })),
  ];
  let height = 0;
  const shown = blocks.filter((block) => {
    if (64 + height + block.height > room) return false;
    height += block.height + block.gap;
    return true;
  });
  const layers: sharp.OverlayOptions[] = [];
  let top = Math.max(64, Math.round((room - height) / 2));
  for (const block of shown) {
    layers.push({ input: block.data, left: SIDE, top });
    top += block.height + block.gap;
  }
  layers.push({ input: siteBlock!.data, left: SIDE, top: OG_HEIGHT - 96 });
  return sharp(background()).composite(layers).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

/** Crawlers refuse bigger images (WhatsApp's limit is about 300 KB): kept under this. */
export const OG_MAX_BYTES = 280 * 1024;

/** A photo made into a card: cropped to 1200×630 around its middle (attention), as a JPEG. */
export async function photoCard(photo: Buffer): Promise<Buffer> {
  const cropped = await sharp(photo, { failOn: 'truncated' })
    .rotate()
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A busy photo (foliage, a crowd) at the usual quality can pass the limit: less, until it fits.
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [80, 68, 55, 40]) {
    jpeg = await sharp(cropped.data, { raw: cropped.info })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
}
