import type { Language, RosterImportResult } from '@portal/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { HttpError } from '../../plugins/errors';
import { textIn, withValues } from '../../i18n/server-text';
import type { JobContext, JobQueue } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { getDefaultLanguage } from '../site/repository';
import { joiningMessages, rosterInviteMailMessages } from './messages';
import * as repo from './repository';
import { readSheet } from './roster-csv';
import { recordAudit } from '../audit/record';
import { checkRows, type RosterRow } from './roster-rows';

const fields = ['name', 'email', 'mobile', 'batch', 'course', 'city', 'country'] as const;

/**
 * What a valid row does to the roster: a new entry, a change to the entry with its email (else
 * its mobile), or nothing (the entry already says it). A blank cell leaves the entry's value as
 * it is, so a sheet with fewer columns never wipes what a fuller one gave.
 */
function plan(valid: RosterRow[], existing: repo.RosterEntryRow[]) {
  const byEmail = new Map(existing.filter((e) => e.email).map((e) => [e.email, e]));
  const byMobile = new Map(existing.filter((e) => e.mobile).map((e) => [e.mobile, e]));
  const inserts: RosterRow[] = [];
  const updates: (RosterRow & { id: string })[] = [];
  const taken: { row: number; match: 'email' | 'mobile' }[] = [];
  const touched = new Set<string>();
  for (const row of valid) {
    const byItsEmail = row.email ? byEmail.get(row.email) : undefined;
    const byItsMobile = row.mobile ? byMobile.get(row.mobile) : undefined;
    const entry = byItsEmail ?? byItsMobile;
    // Its mobile is another entry's, or an earlier row already changed this entry: not both.
    if (byItsEmail && byItsMobile && byItsEmail.id !== byItsMobile.id) {
      taken.push({ row: row.row, match: 'mobile' });
      continue;
    }
    if (!entry) {
      inserts.push(row);
      continue;
    }
    if (touched.has(entry.id)) {
      taken.push({ row: row.row, match: byItsEmail ? 'email' : 'mobile' });
      continue;
    }
    touched.add(entry.id);
    const merged = { ...row, id: entry.id };
    for (const field of fields)
      if (row[field] === null) Object.assign(merged, { [field]: entry[field] });
    if (fields.some((field) => merged[field] !== entry[field])) updates.push(merged);
  }
  return { inserts, updates, taken };
}

/**
 * Reads, checks and (unless `dryRun`) imports a roster sheet: every valid row in one transaction,
 * the others reported by row. A dry run counts exactly what the real run would do.
 */
export async function importRoster(
  db: Database,
  content: Buffer,
  options: { dryRun: boolean; defaultCountry: string; language: Language; actorId?: string },
): Promise<RosterImportResult> {
  const rows = await readSheet(content);
  const { valid, errors, duplicates } = await checkRows(rows, options.defaultCountry);
  const run = async (tx: Database) => {
    const existing = await repo.rosterEntriesMatching(
      tx,
      valid.flatMap((row) => (row.email ? [row.email] : [])),
      valid.flatMap((row) => (row.mobile ? [row.mobile] : [])),
    );
    const planned = plan(valid, existing);
    if (!options.dryRun) {
      await repo.insertRosterEntries(tx, planned.inserts);
      await repo.updateRosterEntries(tx, planned.updates);
      await recordAudit(tx, {
        actorId: options.actorId ?? null,
        action: 'roster.imported',
        target: { kind: 'roster', id: null, label: 'roster' },
        detail: {
          rows: rows.length,
          imported: planned.inserts.length,
          updated: planned.updates.length,
          refused: errors.length + duplicates.length + planned.taken.length,
        },
      });
    }
    return planned;
  };
  const planned = options.dryRun ? await run(db) : await importOnce(db, run);
  return {
    rows: rows.length,
    imported: planned.inserts.length,
    updated: planned.updates.length,
    errors: errors.map((error) => ({ ...error, message: textIn(options.language, error.message) })),
    duplicates: [...duplicates, ...planned.taken].sort((a, b) => a.row - b.row),
  };
}

/** The import's transaction; another import that took the same email or mobile first is a 409. */
async function importOnce<T>(db: Database, run: (tx: Database) => Promise<T>) {
  try {
    return await db.transaction(run);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint?.startsWith('roster_entries_'))
      throw new HttpError(409, 'conflict', joiningMessages.importRaced);
    throw error;
  }
}

export interface RosterInviteMail {
  mailer: Mailer;
  siteName: () => Promise<string>;
  /** The web's sign-up page; the invitation adds name, email and mobile for the form to fill in. */
  signUpUrl: string;
}

/** Queues one invitation for each roster person with no account not invited this past week. */
export async function inviteRoster(
  db: Database,
  jobs: JobQueue,
  batch: number | undefined,
  actorId: string | null = null,
) {
  return db.transaction(async (tx) => {
    const ids = await repo.markInvited(tx, batch);
    await recordAudit(tx, {
      actorId,
      action: 'roster.invited',
      target: { kind: 'roster', id: null, label: 'roster' },
      detail: { batch: batch ?? null, queued: ids.length },
    });
    await jobs.sendMany(
      tx,
      'roster-invitation',
      ids.map((entryId) => ({ entryId })),
    );
    // Those with only a mobile: the admin's screen lists them with a WhatsApp link instead.
    return { queued: ids.length, skippedNoEmail: await repo.countNotEmailable(tx, batch) };
  });
}

/** The sign-up link that fills in the form: `?name=…&email=…&mobile=…` (those present). */
export function signUpLink(
  signUpUrl: string,
  entry: Pick<repo.RosterEntryRow, 'name' | 'email' | 'mobile'>,
) {
  const url = new URL(signUpUrl);
  url.searchParams.set('name', entry.name);
  if (entry.email) url.searchParams.set('email', entry.email);
  if (entry.mobile) url.searchParams.set('mobile', entry.mobile);
  return url.toString();
}

const invitationJob = z.object({ entryId: z.string() });

export function defineRosterInvitationJob(db: Database, jobs: JobQueue, mail: RosterInviteMail) {
  jobs.define('roster-invitation', invitationJob, ({ entryId }, job) =>
    sendRosterInvitation(db, entryId, mail, job),
  );
}

/** The email and the job's completion commit together: a retry never mails twice. */
async function sendRosterInvitation(
  db: Database,
  entryId: string,
  mail: RosterInviteMail,
  job: JobContext,
) {
  const entry = await repo.findRosterEntry(db, entryId);
  // Gone, or signed up since the invitation was queued: nothing to send.
  if (!entry?.email || (await repo.accountExistsFor(db, entry))) return;
  // They have no account, so no language of their own: the site's.
  const language = await getDefaultLanguage(db);
  const values = {
    name: entry.name,
    siteName: await mail.siteName(),
    link: signUpLink(mail.signUpUrl, entry),
  };
  await db.transaction(async (tx) => {
    await mail.mailer.enqueue(tx, {
      to: entry.email ?? '',
      subject: textIn(language, withValues(rosterInviteMailMessages.subject, values)),
      text: textIn(language, withValues(rosterInviteMailMessages.body, values)),
    });
    await job.completeIn(tx);
  });
}
