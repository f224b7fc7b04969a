import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

// A ZIP archive written entry by entry onto a stream (PKWARE APPNOTE 6.3: local headers, then
// the central directory), so an export goes out as it is gathered: only one entry is in memory
// at a time, never the whole archive. Texts are deflated; photos, already compressed, stored.
// ZIP64 is not written: an archive is refused past 4 GiB or 65,535 entries (far beyond a member).

interface Written {
  name: Buffer;
  crc: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const UTF8_NAMES = 0x0800;
const LIMIT = 0xffffffff;

/** MS-DOS date and time of `at` (the archive's entries all carry the export's moment). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export class ZipWriter {
  private readonly entries: Written[] = [];
  private offset = 0;
  private readonly stamp: { time: number; date: number };

  constructor(
    private readonly out: Writable,
    at = new Date(),
  ) {
    this.stamp = dosTime(at);
  }

  private async write(chunk: Buffer) {
    this.offset += chunk.length;
    if (this.offset > LIMIT) throw new Error('The archive would pass 4 GiB');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Adds one file; `compress` false for what is already compressed (WebP, JPEG). */
  async add(name: string, content: Buffer | string, compress = true) {
    if (this.entries.length >= 0xffff) throw new Error('Too many entries for one archive');
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const data = compress ? await deflate(raw) : raw;
    const entry: Written = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(raw),
      method: compress ? 8 : 0,
      compressedSize: data.length,
      size: raw.length,
      offset: this.offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(Buffer.concat([header, entry.name]));
    await this.write(data);
    this.entries.push(entry);
  }

  /** Writes the central directory and ends the stream. */
  async finish() {
    const start = this.offset;
    for (const entry of this.entries) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(UTF8_NAMES, 8);
      central.writeUInt16LE(entry.method, 10);
      central.writeUInt16LE(this.stamp.time, 12);
      central.writeUInt16LE(this.stamp.date, 14);
      central.writeUInt32LE(entry.crc, 16);
      central.writeUInt32LE(entry.compressedSize, 20);
      central.writeUInt32LE(entry.size, 24);
      central.writeUInt16LE(entry.name.length, 28);
      central.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([central, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }
}
