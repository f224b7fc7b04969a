import { cricsheetArchiveLimits as limits, cricsheetMaxBytes } from '@portal/contract';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../../plugins/errors';
import type { ServerText } from '../../../i18n/server-text';
import { cricsheetMessages as texts } from './messages';

// A season's ZIP of Cricsheet files (issue 41), read with yauzl (pure JavaScript, no binaries).
// The archive's directory is checked before any file is unzipped: too many files, or more
// bytes than the server will unzip, and the whole upload is refused (413). Each file is then
// unzipped on its own with its own limits, so a bad one is reported and the rest go on.

/** The upload, as the ZIP parser hands it over: marked, so no JSON body can pose as one. */
export class CricsheetArchive {
  // Private: request hooks that walk a body's fields (nul-guard) see none, not 25 MB of bytes.
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes() {
    return this.#bytes;
  }
}

export interface ArchiveFile {
  name: string;
  /** The file's text, or why it cannot be read. */
  read(): Promise<{ text: string } | { problem: ServerText }>;
}

const open = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

/** Every entry of the directory; stops counting past the limit. */
const entriesOf = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > limits.maxFiles * 2) resolve(entries);
      else zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });

function readEntry(zip: ZipFile, entry: Entry) {
  return new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // validateEntrySizes already stops a file that unzips past what it declared.
        if (size > cricsheetMaxBytes) stream.destroy(new Error('too large'));
        else chunks.push(chunk);
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  });
}

/** The archive's match files (`*.json`, other files such as Cricsheet's README left out). */
export async function archiveFiles(archive: CricsheetArchive): Promise<ArchiveFile[]> {
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await open(archive.bytes);
    entries = await entriesOf(zip);
  } catch {
    throw new HttpError(400, 'validation', texts.notAZip);
  }
  const files = entries.filter(
    (entry) => !entry.fileName.endsWith('/') && /\.json$/i.test(entry.fileName),
  );
  const unzipped = files.reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (files.length > limits.maxFiles || entries.length > limits.maxFiles * 2)
    throw new HttpError(413, 'too_large', texts.tooManyFiles);
  if (unzipped > limits.maxUnzippedBytes) throw new HttpError(413, 'too_large', texts.unzipsTooBig);
  if (files.length === 0) throw new HttpError(400, 'validation', texts.noMatchFiles);
  return files.map((entry) => ({
    name: entry.fileName.split('/').at(-1)!,
    async read() {
      if (entry.uncompressedSize > cricsheetMaxBytes) return { problem: texts.fileTooLarge };
      if (entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1))
        return { problem: texts.zippedTooTightly };
      if (entry.isEncrypted()) return { problem: texts.unreadableFile };
      try {
        return { text: (await readEntry(zip, entry)).toString('utf8') };
      } catch {
        return { problem: texts.unreadableFile };
      }
    },
  }));
}
