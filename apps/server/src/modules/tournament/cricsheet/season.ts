import { cricsheetSchema, type CricsheetArchiveResult, type Language } from '@portal/contract';
import type { Database } from '../../../db/client';
import { textIn, withValues, type ServerText } from '../../../i18n/server-text';
import { HttpError } from '../../../plugins/errors';
import type { Viewer } from '../../channels/access';
import { requireManagedEvent } from '../../events/service';
import { archiveFiles, type CricsheetArchive } from './archive';
import { cricsheetMessages as texts } from './messages';
import { importCricsheet } from './service';

// A season's ZIP (issue 41): every file imported on its own, all or nothing per file, one at a
// time; the answer says which came in, which were already there and why each other was refused.

/** Cricsheet names a match's file by its match id ("1082591.json"). */
const cricsheetIdOf = (file: string) => /^(\d+)\.json$/i.exec(file)?.[1];

type Outcome =
  | { kind: 'imported' | 'skipped'; matchId: string }
  | { kind: 'error'; field: string; text: ServerText };

async function importFile(
  db: Database,
  viewer: Viewer,
  eventId: string,
  name: string,
  text: string,
): Promise<Outcome> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'error', field: '', text: texts.notJson };
  }
  // PostgreSQL stores no U+0000 nor half a character (ADR 0018): refused here, not by the
  // database. JSON.stringify writes exactly those as escapes.
  if (/\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(data)))
    return { kind: 'error', field: '', text: texts.unreadableFile };
  const parsed = cricsheetSchema.safeParse(data);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { kind: 'error', field: issue?.path.join('.') ?? '', text: issue?.message ?? '' };
  }
  try {
    const cricsheetId = cricsheetIdOf(name);
    const done = await importCricsheet(db, viewer, eventId, parsed.data, { cricsheetId });
    return { kind: done.duplicate ? 'skipped' : 'imported', matchId: done.matchId };
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    const [field, text] = Object.entries(error.fieldTexts ?? {})[0] ?? ['', error.text];
    return { kind: 'error', field, text };
  }
}

export async function importSeason(
  db: Database,
  viewer: Viewer,
  eventId: string,
  archive: CricsheetArchive,
  language: Language,
): Promise<CricsheetArchiveResult> {
  await requireManagedEvent(db, viewer, eventId);
  const files = await archiveFiles(archive);
  const result: CricsheetArchiveResult = { message: '', imported: [], skipped: [], errors: [] };
  for (const file of files) {
    const read = await file.read();
    const outcome =
      'problem' in read
        ? ({ kind: 'error', field: '', text: read.problem } as const)
        : await importFile(db, viewer, eventId, file.name, read.text);
    if (outcome.kind === 'error')
      result.errors.push({
        file: file.name,
        field: outcome.field,
        message: textIn(language, outcome.text),
      });
    else result[outcome.kind].push({ file: file.name, matchId: outcome.matchId });
  }
  result.message = textIn(
    language,
    withValues(texts.archiveImported, {
      imported: result.imported.length,
      skipped: result.skipped.length,
      refused: result.errors.length,
    }),
  );
  return result;
}
