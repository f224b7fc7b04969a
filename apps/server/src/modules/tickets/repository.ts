import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { questionInputSchema, ticketTypeInputSchema } from '@portal/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventQuestions, eventTicketTypes, events, registrations } from '../../db/schema/index';

// All SQL for ticket types and questions lives here.

export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;
export type QuestionRow = typeof eventQuestions.$inferSelect;

/**
 * SQL: whether registration `r` holds a place now. A paid ticket's hold counts until it expires:
 * read-time truth, so a hold past its time frees the place even before the sweep marks it.
 */
export const holdsPlace = (r: string) =>
  sql.raw(`(${r}.status in ('confirmed', 'checked_in')
    or (${r}.status = 'awaiting_payment' and ${r}.hold_expires_at > now()))`);

/** SQL: an event's ticket types as JSON, in order, each with the places held or taken with it. */
export const ticketTypesJson = sql<TicketTypeJson[]>`coalesce((select json_agg(json_build_object(
    'id', t.id, 'name', t.name, 'description', t.description, 'priceAmount', t.price_amount,
    'currency', t.currency, 'capacity', t.capacity, 'salesStart', t.sales_start,
    'salesEnd', t.sales_end, 'hidden', t.hidden,
    'sold', (select coalesce(sum(r.seats), 0) from registrations r
      where r.ticket_type_id = t.id and ${holdsPlace('r')}))
    order by t.position) from event_ticket_types t where t.event_id = ${events.id}), '[]'::json)`;

/** SQL: an event's questions as JSON, in order. */
export const questionsJson = sql<QuestionJson[]>`coalesce((select json_agg(json_build_object(
    'id', q.id, 'label', q.label, 'type', q.type, 'required', q.required, 'options', q.options,
    'ticketTypeIds', q.ticket_type_ids) order by q.position)
    from event_questions q where q.event_id = ${events.id}), '[]'::json)`;

export interface TicketTypeJson {
  id: string;
  name: string;
  description: string | null;
  priceAmount: number;
  currency: string;
  capacity: number | null;
  salesStart: string | null;
  salesEnd: string | null;
  hidden: boolean;
  sold: number;
}

export interface QuestionJson {
  id: string;
  label: string;
  type: QuestionRow['type'];
  required: boolean;
  options: { value: string; label: string }[];
  ticketTypeIds: string[];
}

export async function ticketTypeOf(db: Database, eventId: string, id: string) {
  const [row] = await db
    .select()
    .from(eventTicketTypes)
    .where(and(eq(eventTicketTypes.eventId, eventId), eq(eventTicketTypes.id, id)));
  return row;
}

export async function questionsOf(db: Database, eventId: string) {
  return db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
}

export async function ticketTypesOf(db: Database, eventId: string) {
  return db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, eventId))
    .orderBy(asc(eventTicketTypes.position));
}

/** Seats held or taken with one ticket type (the caller holds the event's lock). */
export async function seatsTakenOfType(db: Database, ticketTypeId: string) {
  const result = await db.execute<{ seats: number }>(sql`select coalesce(sum(r.seats), 0)::int
    as seats from ${registrations} r where r.ticket_type_id = ${ticketTypeId} and ${holdsPlace('r')}`);
  return result.rows[0]?.seats ?? 0;
}

type TicketTypeInput = z.output<typeof ticketTypeInputSchema>;
type QuestionInput = z.output<typeof questionInputSchema>;

/** Ids given or made: a question may name a ticket type saved in the same body. */
export const withIds = <T extends { _id?: string | undefined }>(rows: T[]) =>
  rows.map((row) => ({ ...row, _id: row._id ?? randomUUID() }));

/** Ticket types being removed that registrations still name: they must stay (hide them instead). */
export async function removedTypesInUse(db: Database, eventId: string, keptIds: string[]) {
  const rows = await db
    .selectDistinct({ id: registrations.ticketTypeId })
    .from(registrations)
    .innerJoin(eventTicketTypes, eq(eventTicketTypes.id, registrations.ticketTypeId))
    .where(
      and(
        eq(eventTicketTypes.eventId, eventId),
        keptIds.length > 0 ? notInArray(eventTicketTypes.id, keptIds) : undefined,
      ),
    );
  return rows.length > 0;
}

/**
 * Replaces the event's ticket types (kept by id, so registrations keep theirs). Returns false when
 * an id belongs to another event: nothing of another event is ever moved or changed.
 */
export async function saveTicketTypes(
  db: Database,
  eventId: string,
  types: (TicketTypeInput & { _id: string })[],
) {
  const ids = types.map((type) => type._id);
  await db
    .delete(eventTicketTypes)
    .where(
      and(
        eq(eventTicketTypes.eventId, eventId),
        ids.length > 0 ? notInArray(eventTicketTypes.id, ids) : undefined,
      ),
    );
  if (types.length === 0) return true;
  const values = types.map((type, position) => ({
    id: type._id,
    eventId,
    position,
    name: type.name,
    description: type.description || null,
    priceAmount: type.price.amount,
    currency: type.price.currency,
    capacity: type.capacity ?? null,
    salesStart: type.salesStart ? new Date(type.salesStart) : null,
    salesEnd: type.salesEnd ? new Date(type.salesEnd) : null,
    hidden: type.hidden ?? false,
  }));
  const saved = await db
    .insert(eventTicketTypes)
    .values(values)
    .onConflictDoUpdate({
      target: eventTicketTypes.id,
      set: {
        position: sql`excluded.position`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceAmount: sql`excluded.price_amount`,
        currency: sql`excluded.currency`,
        capacity: sql`excluded.capacity`,
        salesStart: sql`excluded.sales_start`,
        salesEnd: sql`excluded.sales_end`,
        hidden: sql`excluded.hidden`,
      },
      setWhere: eq(eventTicketTypes.eventId, eventId),
    })
    .returning({ id: eventTicketTypes.id });
  return saved.length === types.length;
}

/** Replaces the event's questions; false when an id belongs to another event's question. */
export async function saveQuestions(
  db: Database,
  eventId: string,
  questions: (QuestionInput & { _id: string })[],
) {
  await db.delete(eventQuestions).where(eq(eventQuestions.eventId, eventId));
  if (questions.length === 0) return true;
  const saved = await db
    .insert(eventQuestions)
    .values(
      questions.map((question, position) => ({
        id: question._id,
        eventId,
        position,
        label: question.label,
        type: question.type,
        required: question.required,
        options: question.options ?? [],
        ticketTypeIds: question.ticketTypeIds ?? [],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: eventQuestions.id });
  return saved.length === questions.length;
}
