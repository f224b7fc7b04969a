export interface ZipEntry {
  name: string;
  content: string | Buffer;
  deflate?: boolean;
  /** The uncompressed size the archive claims (default: the true one). */
  declaredSize?: number;
}

export function zipOf(entries: ZipEntry[]): Buffer;
