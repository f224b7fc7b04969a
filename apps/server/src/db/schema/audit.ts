import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 38, ADR 56): one row per thing a site admin or manager did to someone
 * else's data or money, written in the same transaction as the change. Append-only: a trigger
 * (migration 0030) refuses UPDATE, DELETE and TRUNCATE, whoever the connection is.
 *
 * No foreign keys on purpose: rows outlive the accounts, events and channels they name (a
 * cascade or SET NULL would be an UPDATE or DELETE, and the trigger would refuse the deletion of
 * the account). The names are kept as they were when the row was written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The statement's own time, to the millisecond (what a page's cursor carries): several rows
    // of one transaction keep their order.
    at: timestamp('at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    check('audit_log_action', sql`${table.action} ~ '^[a-z_]+(\\.[a-z_]+)+$'`),
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.at.desc()),
    index('audit_log_action_idx').on(table.action, table.at.desc()),
  ],
);
