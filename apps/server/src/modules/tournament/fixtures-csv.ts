import {
  eventMessages,
  instantFromWallClock,
  matchInputSchema,
  type Language,
  type MatchParsed,
} from '@portal/contract';
import { textIn, withValues } from '../../i18n/server-text';
import { fixtureCsvMessages as m } from './messages';

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const columns = ['date', 'team1', 'team2', 'venue', 'stage', 'overs'] as const;

/**
 * "2026-06-06 10:00" on the event's wall clock (issue 19: whatever the uploader's own zone), or
 * any ISO time with its own offset. Undefined for a time the event's clocks skip.
 */
function toInstant(value: string, timeZone: string): string | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(value.trim());
  if (!local) return value.trim();
  const resolved = instantFromWallClock(`${local[1]}T${local[2]}`, timeZone);
  if (resolved.ok) return resolved.instant.toISOString();
  // A time that does not exist on any clock (month 13, 25:61) stays as typed, for the row's
  // date message.
  return resolved.reason === 'nonexistent' ? undefined : value.trim();
}

export interface FixtureRowError {
  row: number;
  message: string;
}

/**
 * Reads a schedule upload. Every row is checked (known teams, valid date, stage, overs) and
 * every problem reported by row number, in the uploader's `language`, so the organiser fixes the
 * file in one go.
 */
export function readFixtures(
  text: string,
  knownShortNames: Set<string>,
  timeZone: string,
  language: Language = 'en',
): { fixtures: MatchParsed[]; errors: FixtureRowError[] } {
  const say = (...args: Parameters<typeof withValues>) => textIn(language, withValues(...args));
  const rows = parseCsv(text);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase());
  if (!header || !['date', 'team1', 'team2'].every((column) => header.includes(column)))
    return {
      fixtures: [],
      errors: [{ row: 1, message: say(m.header, { columns: columns.join(',') }) }],
    };
  const fixtures: MatchParsed[] = [];
  const errors: FixtureRowError[] = [];
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    const cell = (column: (typeof columns)[number]) => {
      const at = header.indexOf(column);
      return at === -1 ? '' : (cells[at] ?? '').trim();
    };
    const overs = cell('overs');
    const date = toInstant(cell('date'), timeZone);
    if (date === undefined) {
      const problem = textIn(language, eventMessages.timeSkipped);
      errors.push({ row, message: say(m.cell, { column: 'date', problem }) });
      return;
    }
    const parsed = matchInputSchema.safeParse({
      date,
      team1ShortName: cell('team1'),
      team2ShortName: cell('team2'),
      venue: cell('venue') || undefined,
      stage: cell('stage').toLowerCase() || undefined,
      overs: overs === '' ? undefined : Number(overs),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      errors.push({
        row,
        message: say(m.cell, {
          column: String(issue?.path[0] ?? 'row'),
          // The schema's messages are contract texts: translated by their English.
          problem: issue?.message ? textIn(language, issue.message) : textIn(language, m.invalid),
        }),
      });
      return;
    }
    const { team1ShortName, team2ShortName } = parsed.data;
    const unknown = [team1ShortName, team2ShortName].filter((name) => !knownShortNames.has(name));
    if (unknown.length > 0)
      errors.push({ row, message: say(m.unknownTeam, { teams: unknown.join(', ') }) });
    else if (team1ShortName === team2ShortName)
      errors.push({ row, message: textIn(language, m.playsItself) });
    else fixtures.push(parsed.data);
  });
  if (rows.length < 2) errors.push({ row: 2, message: textIn(language, m.empty) });
  return { fixtures, errors };
}
