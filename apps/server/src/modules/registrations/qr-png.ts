import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

export interface QrPngOptions {
  /** Pixels per module. */
  scale?: number;
  /** Quiet zone, in modules. */
  margin?: number;
}

/**
 * The code's modules. A fixed mask and byte mode: any of the eight masks is valid, and scoring
 * all eight (and searching for the cheapest mix of modes) costs more than the rest of the
 * drawing; scanners read a ticket link's code either way.
 */
export function qrModules(text: string) {
  return QRCode.create([{ data: Buffer.from(text), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 2,
  }).modules;
}

/**
 * The code's dark modules as an SVG path, one rectangle per run of dark modules in a row: a
 * ticket link's code is a few hundred runs, well under 10 kB of text.
 */
export function qrSvgPath(text: string): { size: number; path: string } {
  const { size, data } = qrModules(text);
  const runs: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (data[y * size + x] !== 1) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x] === 1) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size, path: runs.join('') };
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A QR code as a black-and-white PNG (1 bit per pixel). Every registration's email carries one,
 * so it is made here in well under a millisecond, where the library's general-purpose PNG
 * writer takes several: the registration path is the busiest write the portal has.
 */
export function qrPng(text: string, { scale = 7, margin = 1 }: QrPngOptions = {}): Buffer {
  const { size, data } = qrModules(text);
  const side = (size + 2 * margin) * scale;
  const rowBytes = Math.ceil(side / 8);
  // Each row: a filter byte (0, none), then pixels packed 8 to a byte; 1 is white in grayscale.
  // A row of modules is drawn once and copied `scale` times.
  const raw = Buffer.alloc((rowBytes + 1) * side, 0xff);
  const row = Buffer.alloc(rowBytes + 1);
  for (let moduleY = -margin; moduleY < size + margin; moduleY += 1) {
    row.fill(0xff);
    row[0] = 0;
    if (moduleY >= 0 && moduleY < size) {
      for (let x = margin * scale; x < (size + margin) * scale; x += 1) {
        if (data[moduleY * size + Math.floor(x / scale) - margin] === 1)
          row[1 + (x >> 3)]! &= ~(0x80 >> (x & 7));
      }
    }
    const firstLine = (moduleY + margin) * scale;
    for (let line = firstLine; line < firstLine + scale; line += 1)
      row.copy(raw, line * row.length);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
