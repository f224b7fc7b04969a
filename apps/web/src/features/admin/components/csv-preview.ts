import { rosterColumns, type RosterColumn } from '@portal/contract';

/**
 * A small CSV reader for the roster import's preview: the first rows of the chosen file, read in
 * the browser before anything is sent. The server reads the whole file again and is the judge;
 * this only shows the admin what they picked. Quoted fields ("Rao, Asha", "say ""hi""") and line
 * breaks inside quotes, CRLF, a byte-order mark, and comma or semicolon (as Excel writes in
 * much of Europe) are understood.
 */
export interface CsvPreview {
  delimiter: ',' | ';';
  header: string[];
  rows: string[][];
  /** Each header cell's roster column, or null for a column the import ignores. */
  columns: (RosterColumn | null)[];
}

/** Whether the header names a column the import reads: case, spaces and _ - ignored. */
export function rosterColumnOf(header: string): RosterColumn | null {
  const key = header.toLowerCase().replace(/[\s_-]+/g, '');
  return rosterColumns.find((column) => column === key) ?? null;
}

/** The delimiter of the first line, counting only outside quotes; comma when it is a tie. */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Up to `maxRows` records after the header. */
export function parseCsvPreview(input: string, maxRows = 10): CsvPreview {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRecord = () => {
    record.push(field);
    field = '';
    // A blank line is no record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  while (index < text.length && records.length <= maxRows) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
    } else field += char;
    index++;
  }
  if (records.length <= maxRows && (field !== '' || record.length > 0)) endRecord();
  const [header = [], ...rows] = records;
  const trimmedHeader = header.map((cell) => cell.trim());
  return {
    delimiter,
    header: trimmedHeader,
    rows: rows.slice(0, maxRows),
    columns: trimmedHeader.map(rosterColumnOf),
  };
}
