import type { AuditAction, AuditTargetKind } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, channels, events, promoCodes, users } from '../../db/schema/index';

// The one way a row enters the audit trail (issue 38, ADR 56): written through the executor
// that makes the change, so both commit together or neither does.

export interface AuditTarget {
  kind: AuditTargetKind;
  /** The row's id; null for the site or the roster as a whole. */
  id: string | null;
  /**
   * A readable name for the list ("राहुल शर्मा", an event's title). Left out for a member, an
   * event or a channel, it is read from that row in the same statement, as it is at this moment.
   */
  label?: string;
}

export interface AuditRecord {
  /** Who acted (a signed-in caller: never null in practice); their name is copied as it is now. */
  actorId: string | null;
  action: AuditAction;
  target: AuditTarget;
  /** What changed: `{ field: { from, to } }` for settings and roles. Never a secret. */
  detail?: Record<string, unknown>;
}

/** Keys a detail never carries, however a caller built it (ADR 56). */
const secret = /password|token|secret|otp|recovery|hash/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !secret.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  return value;
}

// The label read from the target's own row (as it is at this moment), by kind.
const labelQueries: Partial<Record<AuditTargetKind, (id: string) => SQL>> = {
  member: (id) => sql`select ${users.name} from ${users} where ${users.id}::text = ${id}`,
  event: (id) => sql`select ${events.title} from ${events} where ${events.id}::text = ${id}`,
  channel: (id) => sql`select ${channels.name} from ${channels} where ${channels.id}::text = ${id}`,
  promo_code: (id) =>
    sql`select ${promoCodes.code} from ${promoCodes} where ${promoCodes.id}::text = ${id}`,
};

function labelOf(target: AuditTarget): SQL {
  if (target.label !== undefined) return sql`${target.label}`;
  const query = target.id === null ? undefined : labelQueries[target.kind];
  if (!query || target.id === null) return sql`${target.id ?? target.kind}`;
  return sql`coalesce((${query(target.id)}), ${target.id})`;
}

/**
 * Appends one row to the audit trail through `executor`: pass the transaction making the change
 * (`tx`), so a change that fails leaves no row and a change never lands without its row.
 */
export async function recordAudit(executor: Database, record: AuditRecord) {
  // A route that records checks the caller first; a row without its actor is a bug, not input.
  if (!record.actorId) throw new Error(`audit ${record.action}: no actor`);
  const detail = JSON.stringify(withoutSecrets(record.detail ?? {}));
  await executor.execute(sql`
    insert into ${auditLog} (actor_id, actor_name, action, target_kind, target_id, target_label, detail)
    values (
      ${record.actorId},
      coalesce((select ${users.name} from ${users} where ${users.id} = ${record.actorId}), ''),
      ${record.action}, ${record.target.kind}, ${record.target.id}, ${labelOf(record.target)},
      ${detail}::jsonb
    )`);
}

/**
 * Makes `change` and records it in one transaction, for a change written without one of its
 * own (a service's own transaction inside becomes a savepoint). A `record` known beforehand is
 * written first, so a label read from the target's row is its name before the change (a code
 * about to be deleted); a function of what the change answered is written after it, and may
 * answer null when the change turned out to change nothing worth a row.
 */
export async function audited<T>(
  db: Database,
  record: AuditRecord | ((result: T) => AuditRecord | null),
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (typeof record !== 'function') {
      await recordAudit(tx, record);
      return change(tx);
    }
    const result = await change(tx);
    const entry = record(result);
    if (entry) await recordAudit(tx, entry);
    return result;
  });
}

/** `{ field: { from, to } }` for each field whose value differs (compared as JSON). */
export function changes<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const was = before[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(value ?? null))
      out[key] = { from: was, to: value ?? null };
  }
  return out;
}
