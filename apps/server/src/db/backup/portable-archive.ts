import { StringDecoder } from 'node:string_decoder';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { z } from 'zod';
import { BackupError } from './backup-error';
import { copyColumns, sequenceStates, tablesInLoadOrder } from './catalog';
import { copyOut } from './copy-protocol';
import { appliedMigrations } from './migration-steps';

/**
 * The portal's own archive, for when no pg_dump as new as the server is at hand (ADR 15, docs/decisions/0015-backup-format.md):
 * gzip of one JSON header line (migration level, tables and their columns, sequences), then each
 * table's rows in COPY text format, each table ended by a line `\.` (as in pg_dump's plain
 * format: a data row can never be exactly that, a backslash in data is always doubled).
 */
export const PORTABLE_FORMAT = 'community-portal-backup';
const END_OF_TABLE = '\\.';

export const archiveHeaderSchema = z.object({
  format: z.literal(PORTABLE_FORMAT),
  version: z.literal(1),
  createdAt: z.string(),
  postgres: z.string(),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()).min(1) })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
});
export type ArchiveHeader = z.infer<typeof archiveHeaderSchema>;

/**
 * Writes the whole database, as one consistent snapshot, to `output` (uncompressed; the caller
 * gzips). Returns the header, for the caller's summary.
 */
export async function writePortableArchive(client: pg.ClientBase, output: Writable) {
  await client.query('begin isolation level repeatable read read only');
  try {
    // The first query fixes the snapshot; sequences read after it are at least as far on as any
    // row the snapshot holds, so restored sequences never hand out a value twice.
    const migrations = await appliedMigrations(client);
    const sequences = await sequenceStates(client);
    const tables = await tablesInLoadOrder(client);
    const { rows } = await client.query<{ version: string }>('show server_version');
    const header: ArchiveHeader = {
      format: PORTABLE_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      postgres: rows[0]?.version ?? 'unknown',
      migrations,
      tables,
      sequences,
    };
    output.write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await copyOut(client, `copy ${copyColumns(table)} to stdout`, output);
      output.write(`${END_OF_TABLE}\n`);
    }
    await client.query('commit');
    return header;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Splits a byte stream into lines (COPY text escapes newlines in data, so a line is a row). */
export async function* linesOf(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of stream) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    yield* lines;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

export async function readHeader(lines: AsyncIterator<string>): Promise<ArchiveHeader> {
  const first = await lines.next();
  const parsed = first.done ? undefined : safeJson(first.value);
  const header = archiveHeaderSchema.safeParse(parsed);
  if (!header.success)
    throw new BackupError('This file is gzip but not a Community Portal backup (or a newer one).');
  return header.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One table's rows as COPY input, in chunks of about 256 KB, up to its `\.` line. */
export async function* tableRows(lines: AsyncIterator<string>, table: string) {
  let batch: string[] = [];
  let size = 0;
  for (;;) {
    const next = await lines.next();
    if (next.done)
      throw new BackupError(`The backup ends inside table ${table}: the file is incomplete.`);
    if (next.value === END_OF_TABLE) break;
    batch.push(next.value);
    size += next.value.length + 1;
    if (size >= 256 * 1024) {
      yield Buffer.from(`${batch.join('\n')}\n`);
      batch = [];
      size = 0;
    }
  }
  if (batch.length > 0) yield Buffer.from(`${batch.join('\n')}\n`);
}
