import {
  expiryProblem,
  expiryTime,
  OPPORTUNITY_DEFAULT_DAYS,
  opportunityMessages,
  type Opportunity,
  type OpportunityAlerts,
  type OpportunityCreate,
  type OpportunityPage,
  type OpportunityQuery,
  type Language,
  postMessages,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';
import { users } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { textIn } from '../../i18n/server-text';
import { getPreferences } from '../email-choices/repository';
import type { Caller } from '../directory/repository';
import type { JobQueue } from '../jobs/queue';
import { getDefaultLanguage, getOpportunityModeration, getSiteTimeZone } from '../site/repository';
import { opportunityClock } from './clock';
import { sendDigestMail, sendModerationMail, type OpportunityMail } from './emails';
import * as repo from './repository';

// The rules of opportunities (issue 37, ADR 54) beside their SQL: who posts, who moderates and
// closes, when a post closes by itself, and the weekly digest.

const DAY = 24 * 3600_000;

/** `language`: the reader's, for the name of a poster whose account was deleted. */
export function toOpportunity(row: repo.OpportunityRow, language: Language): Opportunity {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    company: row.company,
    location: row.location,
    remote: row.remote,
    description: row.description,
    applyUrl: row.apply_url,
    applyEmail: row.apply_email,
    status: row.status,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    publishedAt: row.published_at?.toISOString() ?? null,
    postedBy: {
      _id: row.poster_id,
      name: row.poster_name ?? textIn(language, postMessages.formerMember),
      batch: row.poster_batch,
    },
  };
}

/** The post, or 404 (an id that is no uuid is no post either). */
async function existing(db: Database, id: string) {
  const row = isUuid(id) ? await repo.findOpportunity(db, id) : undefined;
  if (!row) throw new HttpError(404, 'not_found', opportunityMessages.notFound);
  return row;
}

/**
 * A verified member's post: `pending` while the site moderates (the default), else published at
 * once. The closing date is checked again with the server's clock: never past, at most 90 days.
 */
export async function createOpportunity(
  db: Database,
  caller: Caller,
  body: OpportunityCreate,
  language: Language,
) {
  const now = opportunityClock.now();
  let expiresAt = new Date(now.getTime() + OPPORTUNITY_DEFAULT_DAYS * DAY);
  if (body.expiresAt) {
    const problem = expiryProblem(body.expiresAt, now);
    if (problem) throw new HttpError(400, 'validation', problem, { expiresAt: problem });
    expiresAt = expiryTime(body.expiresAt) ?? expiresAt;
  }
  const moderated = await getOpportunityModeration(db);
  const id = await repo.insertOpportunity(db, {
    kind: body.kind,
    title: body.title,
    company: body.company,
    location: body.location,
    remote: body.remote,
    description: body.description,
    applyUrl: body.applyUrl || null,
    applyEmail: body.applyEmail || null,
    status: moderated ? 'pending' : 'published',
    postedBy: caller.id,
    expiresAt,
    now,
  });
  return toOpportunity(await existing(db, id), language);
}

export async function listOpportunities(
  db: Database,
  query: OpportunityQuery,
  language: Language,
): Promise<OpportunityPage> {
  const { cursor, ...filters } = query;
  const after = cursor ? decodeTimeCursor(cursor) : undefined;
  const rows = await repo.listPublished(db, filters, opportunityClock.now(), after);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toOpportunity(row, language)),
    nextCursor:
      rows.length > query.limit && last?.published_at
        ? encodeTimeCursor(last.published_at, last.id)
        : null,
  };
}

export async function myOpportunities(db: Database, caller: Caller, language: Language) {
  return {
    items: (await repo.listByPoster(db, caller.id)).map((row) => toOpportunity(row, language)),
    nextCursor: null,
  };
}

export async function pendingOpportunities(db: Database, caller: Caller, language: Language) {
  if (!caller.isAdmin) throw new HttpError(403, 'forbidden', opportunityMessages.adminsOnly);
  return {
    items: (await repo.listPending(db, opportunityClock.now())).map((row) =>
      toOpportunity(row, language),
    ),
    nextCursor: null,
  };
}

/**
 * A site admin publishes or rejects a pending post; the poster is told by email in the same
 * transaction. Two admins answering at once: the second finds it no longer pending (409).
 */
export async function moderate(
  db: Database,
  caller: Caller,
  id: string,
  decision: 'published' | 'rejected',
  mail: OpportunityMail,
  language: Language,
) {
  if (!caller.isAdmin) throw new HttpError(403, 'forbidden', opportunityMessages.adminsOnly);
  await existing(db, id);
  const now = opportunityClock.now();
  await db.transaction(async (tx) => {
    if (!(await repo.moveStatus(tx, id, ['pending'], decision, caller.id, now)))
      throw new HttpError(409, 'not_pending', opportunityMessages.notPending);
    const post = await existing(tx, id);
    const [poster] = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, post.poster_id));
    if (poster) await sendModerationMail(tx, mail, post, poster, decision);
  });
  return toOpportunity(await existing(db, id), language);
}

/** The poster or a site admin closes a pending or published post. */
export async function closeOpportunity(
  db: Database,
  caller: Caller,
  id: string,
  language: Language,
) {
  const post = await existing(db, id);
  if (post.poster_id !== caller.id && !caller.isAdmin)
    throw new HttpError(403, 'forbidden', opportunityMessages.posterOrAdmin);
  const moved = await repo.moveStatus(
    db,
    id,
    ['pending', 'published'],
    'closed',
    caller.id,
    opportunityClock.now(),
  );
  if (!moved) throw new HttpError(409, 'already_closed', opportunityMessages.alreadyClosed);
  return toOpportunity(await existing(db, id), language);
}

/** A member's alert, or the form's starting point (every kind, off) when they have none. */
export async function getAlerts(db: Database, caller: Caller): Promise<OpportunityAlerts> {
  const row = await repo.findAlerts(db, caller.id);
  if (!row) return { kinds: ['job', 'internship', 'referral'], frequency: 'off' };
  return {
    kinds: row.kinds.filter(
      (kind) => kind === 'job' || kind === 'internship' || kind === 'referral',
    ),
    ...(row.q ? { q: row.q } : {}),
    ...(row.location ? { location: row.location } : {}),
    // One truth (ADR 58): the member's `opportunities` email choice.
    frequency: (await getPreferences(db, caller.id)).opportunities ? 'weekly' : 'off',
  };
}

export async function putAlerts(db: Database, caller: Caller, alerts: OpportunityAlerts) {
  await repo.saveAlerts(
    db,
    caller.id,
    { ...alerts, kinds: [...new Set(alerts.kinds)] },
    opportunityClock.now(),
  );
  return getAlerts(db, caller);
}

/** One digest run: every due alert, in claimed batches, each with its new matches only. */
export async function sendDigests(db: Database, mail: OpportunityMail, batch = 100) {
  const now = opportunityClock.now();
  const [siteLanguage, timeZone] = await Promise.all([getDefaultLanguage(db), getSiteTimeZone(db)]);
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await repo.claimDueAlerts(tx, now, batch);
      for (const alert of due) {
        const posts = await repo.newMatches(tx, alert, now);
        if (posts.length === 0) continue;
        await sendDigestMail(tx, mail, alert, posts, siteLanguage, timeZone);
        sent += 1;
      }
      return due.length;
    });
    if (claimed < batch) return sent;
  }
}

/** The hourly expiry and the weekly digest, each once across processes (ADR 45). */
export function defineOpportunityJobs(db: Database, jobs: JobQueue, mail: OpportunityMail) {
  jobs.define('opportunity-expiry', z.object({}).passthrough(), async () => {
    await repo.expireDue(db, opportunityClock.now());
  });
  jobs.define('opportunity-digest', z.object({}).passthrough(), async () => {
    await sendDigests(db, mail);
  });
}
