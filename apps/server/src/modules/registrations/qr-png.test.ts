import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { qrModules, qrPng, qrSvgPath } from './qr-png';

/** Reads back a PNG's chunks, checking each one's CRC as a PNG decoder would. */
function chunks(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const found: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    found.push({ type: body.subarray(0, 4).toString('ascii'), data: body.subarray(4) });
    at += 12 + length;
  }
  return found;
}

describe('QR code PNG', () => {
  const text = 'https://portal.example.org/ticket?t=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

  it('is a valid 1-bit grayscale PNG whose pixels are the QR modules', () => {
    const scale = 3;
    const margin = 2;
    const png = qrPng(text, { scale, margin });
    const [header, ...rest] = chunks(png);
    expect(header?.type).toBe('IHDR');
    expect(rest.map((chunk) => chunk.type)).toEqual(['IDAT', 'IEND']);
    const { size, data } = qrModules(text);
    const side = (size + 2 * margin) * scale;
    expect(header!.data.readUInt32BE(0)).toBe(side);
    expect(header!.data.readUInt32BE(4)).toBe(side);
    expect([header!.data[8], header!.data[9]]).toEqual([1, 0]);

    const raw = inflateSync(rest[0]!.data);
    const rowBytes = Math.ceil(side / 8);
    expect(raw.length).toBe((rowBytes + 1) * side);
    const isDark = (x: number, y: number) =>
      (raw[y * (rowBytes + 1) + 1 + (x >> 3)]! & (0x80 >> (x & 7))) === 0;
    for (let my = -margin; my < size + margin; my += 1) {
      for (let mx = -margin; mx < size + margin; mx += 1) {
        const inside = mx >= 0 && my >= 0 && mx < size && my < size;
        const expected = inside && data[my * size + mx] === 1;
        // Every pixel of the module's square has the module's colour.
        for (const [dx, dy] of [
          [0, 0],
          [scale - 1, scale - 1],
        ] as const) {
          const x = (mx + margin) * scale + dx;
          const y = (my + margin) * scale + dy;
          expect(isDark(x, y), `module ${mx},${my}`).toBe(expected);
        }
      }
    }
  });

  it('draws a code of a valid QR size', () => {
    const { size } = qrModules(text);
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0); // a valid QR version: 21, 25, 29, … modules a side
  });

  it('makes a different code for a different ticket', () => {
    expect(qrPng(`${text}x`).equals(qrPng(text))).toBe(false);
  });

  it('draws the same modules as an SVG path, one rectangle per run of dark modules', () => {
    const { size, data } = qrModules(text);
    const drawn = qrSvgPath(text);
    expect(drawn.size).toBe(size);
    const dark = new Array<number>(size * size).fill(0);
    for (const [, x, y, width] of drawn.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let at = 0; at < Number(width); at += 1) dark[Number(y) * size + Number(x) + at] = 1;
    }
    expect(drawn.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(dark).toEqual(Array.from(data));
  });
});
