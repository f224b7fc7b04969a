import type pg from 'pg';
import { BackupError } from './backup-error';

/**
 * The portal keeps its tables in `public` and Drizzle's migration record in `drizzle`. A backup
 * holds these two; the job queue (`pgboss`) is rebuilt from them on restore.
 */
const SCHEMAS = ['public', 'drizzle'];

export interface TableColumns {
  name: string;
  /** Stored columns in table order (generated ones are computed again on restore). */
  columns: string[];
}

export interface SequenceState {
  name: string;
  /** Null while the sequence has never handed out a value. */
  lastValue: string | null;
}

/** The portal's tables, each after the tables its foreign keys point at, so COPY can load them in order. */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                         and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname order by c.relname`);
  const { rows: references } = await client.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace
       and k.conrelid <> k.confrelid`);

  const ordered: TableColumns[] = [];
  const placed = new Set<string>();
  let pending = tables;
  while (pending.length > 0) {
    const ready = pending.filter((table) =>
      references.every((ref) => ref.child !== table.name || placed.has(ref.parent)),
    );
    if (ready.length === 0) {
      const names = pending.map((table) => table.name).join(', ');
      throw new BackupError(`Tables ${names} reference each other in a cycle; cannot order them.`);
    }
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    pending = pending.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

export async function sequenceStates(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'
      order by sequencename`,
  );
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

/**
 * What the target database holds: nothing of ours, our schema without a single row (safe to
 * replace), or data (replaced only when the operator insists).
 */
export async function databaseContents(
  client: pg.ClientBase,
): Promise<'nothing' | 'schema' | 'data'> {
  const { rows: relations } = await client.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    [SCHEMAS],
  );
  if (relations.length === 0) return 'nothing';
  for (const { name, kind } of relations) {
    if (kind !== 'r' || name.startsWith('drizzle.')) continue;
    const { rows } = await client.query(`select 1 from ${name} limit 1`);
    if (rows.length > 0) return 'data';
  }
  return 'schema';
}

/** Removes the portal's tables, views, sequences and functions (inside the caller's transaction). */
export async function dropPortalObjects(client: pg.ClientBase) {
  await client.query('drop schema if exists drizzle cascade');
  const { rows } = await client.query<{ statement: string }>(`
    select format('drop %s if exists %I.%I cascade',
                  case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                                 when 'S' then 'sequence' else 'table' end,
                  n.nspname, c.relname) as statement
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
       and not c.relispartition`);
  for (const { statement } of rows) await client.query(statement);
  // The migrations' own functions (the session triggers' notifiers), not an extension's.
  const functions = await client.query<{ statement: string }>(`
    select format('drop function if exists %I.%I(%s) cascade',
                  n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) as statement
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
  for (const { statement } of functions.rows) await client.query(statement);
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const copyColumns = (table: TableColumns) =>
  `${quoteIdentifier(table.name)} (${table.columns.map(quoteIdentifier).join(', ')})`;
