import { alumniMessages, rosterColumns, type RosterColumn } from '@portal/contract';
import { parse } from 'csv-parse';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ServerText } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';

/** One data row of the sheet: its row number as the spreadsheet shows it (the header is row 1). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<RosterColumn, string>>;
}

function refuse(code: string, text: ServerText) {
  return new HttpError(400, code, text, { file: text });
}

// The first bytes of what people upload instead of a CSV: a workbook (xlsx, ods: zip; xls),
// a PDF, a picture.
const binaryStarts = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];
// Control characters no text sheet holds (tab, CR and LF are fine).
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The file as text: UTF-8, with or without a byte order mark; anything else is refused (400). */
function decodeSheet(content: Buffer): string {
  const utf16 =
    (content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff);
  if (utf16) throw refuse('roster_encoding', alumniMessages.rosterEncoding);
  // A NUL byte: no text file has one, almost every binary file does.
  if (
    content.includes(0) ||
    binaryStarts.some((start) => start.every((byte, i) => content[i] === byte))
  )
    throw refuse('roster_not_csv', alumniMessages.rosterNotCsv);
  let text: string;
  try {
    // Drops a leading byte order mark (Excel's "CSV UTF-8" writes one).
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw refuse('roster_encoding', alumniMessages.rosterEncoding);
  }
  if (controlCharacter.test(text)) throw refuse('roster_not_csv', alumniMessages.rosterNotCsv);
  return text;
}

/** Comma or semicolon (Excel's in much of Europe), whichever the header line has more of. */
export function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

// Header spellings seen in real sheets, after case, spaces and punctuation are dropped.
const aliases: Record<string, RosterColumn> = {
  fullname: 'name',
  emailaddress: 'email',
  mail: 'email',
  phone: 'mobile',
  phonenumber: 'mobile',
  mobilenumber: 'mobile',
  mobileno: 'mobile',
  year: 'batch',
  graduationyear: 'batch',
  classof: 'batch',
};

/** The roster column a header names, whatever its case and spacing ("E-mail", "Mobile No."). */
export function columnOf(header: string): RosterColumn | undefined {
  const key = header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_.\-–—]+/g, '');
  return rosterColumns.find((column) => column === key) ?? aliases[key];
}

/** The export's defence, undone: "'=SUM(A1)" read back is "=SUM(A1)", stored as text. */
const unescapeCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Bytes parsed between turns of the event loop: a big sheet never holds other requests up long. */
const CHUNK_BYTES = 64 * 1024;

/** The records of a CSV, parsed a chunk at a time; malformed quoting is refused (400). */
async function recordsOf(content: Buffer, delimiter: string): Promise<string[][]> {
  const records: string[][] = [];
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  parser.on('data', (record: string[]) => records.push(record));
  const done = finished(parser);
  done.catch(() => undefined); // awaited below
  for (let at = 0; at < content.length && !parser.destroyed; at += CHUNK_BYTES) {
    parser.write(content.subarray(at, at + CHUNK_BYTES));
    await nextTurn();
  }
  parser.end();
  try {
    await done;
  } catch {
    throw refuse('roster_not_csv', alumniMessages.rosterNotCsv);
  }
  return records;
}

/**
 * The sheet's rows by column. Quoted fields may hold the delimiter, line breaks and doubled
 * quotes; a row's number counts records, as a spreadsheet numbers its rows, so a quoted line
 * break does not shift the numbers of the rows after it. Blank rows are skipped.
 */
export async function readSheet(content: Buffer): Promise<SheetRow[]> {
  const text = decodeSheet(content);
  const [header, ...data] = await recordsOf(content, delimiterOf(text));
  const columns = (header ?? []).map(columnOf);
  const named = new Set(columns);
  if (!named.has('name') || !(named.has('email') || named.has('mobile')))
    throw refuse('roster_no_header', alumniMessages.rosterNoHeader);
  const rows: SheetRow[] = [];
  data.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const cells: SheetRow['cells'] = {};
    columns.forEach((column, i) => {
      const cell = record[i];
      // The first column of a name wins when a sheet repeats one.
      if (column && cell !== undefined && cells[column] === undefined)
        cells[column] = unescapeCell(cell);
    });
    rows.push({ row: index + 2, cells });
  });
  if (rows.length === 0) throw refuse('roster_empty', alumniMessages.rosterEmpty);
  return rows;
}

/** A cell a spreadsheet would run as a formula, made text with a leading apostrophe (OWASP). */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV Excel opens as UTF-8 (the byte order mark) with every cell safe to open. */
export function toCsv(header: readonly string[], rows: readonly (string | number | null)[][]) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
