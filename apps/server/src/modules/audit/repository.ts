import type { AuditEntry, AuditQuery } from '@portal/contract';
import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { containsPattern } from '../../db/like-pattern';
import { auditLog } from '../../db/schema/index';

// Reading the audit trail: the only statements on audit_log besides recordAudit's insert.
// There is no update or delete here, and the table's trigger refuses them anyway.

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilters = Pick<AuditQuery, 'actor' | 'action' | 'from' | 'to'>;

/** `actor`: an account id matches that account; other text, the actor's name as it was. */
function matching(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.actor)
    where.push(
      isUuid(filters.actor)
        ? eq(auditLog.actorId, filters.actor.toLowerCase())
        : ilike(auditLog.actorName, containsPattern(filters.actor)),
    );
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.from) where.push(gte(auditLog.at, new Date(filters.from)));
  if (filters.to) where.push(lt(auditLog.at, new Date(filters.to)));
  return where;
}

/** Newest first; `after` is the last row of the page before (keyset on at, id). */
export async function listAudit(
  db: Database,
  filters: AuditFilters,
  after: { at: Date; id: string } | undefined,
  limit: number,
): Promise<AuditRow[]> {
  const where = matching(filters);
  if (after) where.push(sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}, ${after.id}::uuid)`);
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    target: { kind: row.targetKind, _id: row.targetId, label: row.targetLabel },
    detail: row.detail,
  };
}
