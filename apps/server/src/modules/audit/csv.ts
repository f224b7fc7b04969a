import type { AuditEntry, Language } from '@portal/contract';
import { translate } from '../../i18n/translate';
import { toCsv } from '../joining/roster-csv';
import { auditCsvMessages as m } from './messages';

const header = [m.at, m.actor, m.actorId, m.action, m.targetKind, m.targetId, m.target, m.detail];

/**
 * The audit trail as CSV in the reader's language. Through the roster's toCsv: UTF-8 with a byte
 * order mark, and a cell a spreadsheet would run as a formula (a name "=HYPERLINK(…)") kept text.
 */
export function auditCsv(entries: AuditEntry[], language: Language): string {
  return toCsv(
    header.map((message) => translate(language, message)),
    entries.map((entry) => [
      entry.at,
      entry.actor.name,
      entry.actor._id,
      entry.action,
      entry.target.kind,
      entry.target._id,
      entry.target.label,
      JSON.stringify(entry.detail),
    ]),
  );
}
