import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoCodes, registrations } from '../../db/schema/index';
import { violatedUniqueConstraint } from '../../db/unique-violation';

// All SQL for promo codes lives here.

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/**
 * SQL: whether registration `r` uses its promo code now. A hold counts until it expires (the same
 * read-time truth as tickets/repository.holdsPlace); someone waiting counts too, because they
 * get the discounted price if a place opens. Cancelled, expired and refunded ones give it back.
 */
const usesCode = (r: string) =>
  sql.raw(`(${r}.status in ('confirmed', 'checked_in', 'waitlisted')
    or (${r}.status = 'awaiting_payment' and ${r}.hold_expires_at > now()))`);

// Qualified by hand: inside a select drizzle writes a column unqualified, which `r` would shadow.
const timesUsed = sql<number>`(select count(*)::int from ${registrations} r
  where r.promo_code_id = "promo_codes"."id" and ${usesCode('r')})`;

/** The event's codes, newest first, each with its uses now. */
export async function listForEvent(db: Database, eventId: string) {
  return db
    .select({ row: promoCodes, timesUsed })
    .from(promoCodes)
    .where(eq(promoCodes.eventId, eventId))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

/** The live (not disabled) code an attendee typed, matched whatever its case. */
export async function findByCode(db: Database, eventId: string, code: string) {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.eventId, eventId),
        sql`lower(${promoCodes.code}) = lower(${code})`,
        sql`${promoCodes.disabledAt} is null`,
      ),
    );
  return row;
}

/** Uses of one code now. Under the event's lock this is the count racers cannot both pass. */
export async function usesOf(db: Database, promoCodeId: string) {
  const result = await db.execute<{ uses: number }>(sql`select count(*)::int as uses
    from ${registrations} r where r.promo_code_id = ${promoCodeId} and ${usesCode('r')}`);
  return result.rows[0]?.uses ?? 0;
}

/** Inserts a code; undefined when the event already has one with the same letters. */
export async function insertPromoCode(db: Database, values: NewPromoCode) {
  try {
    const [row] = await db.insert(promoCodes).values(values).returning();
    return row;
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'promo_codes_event_code_key') return undefined;
    throw error;
  }
}

export async function findInEvent(db: Database, eventId: string, id: string) {
  const [row] = await db
    .select({ row: promoCodes, timesUsed })
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.id, id)));
  return row;
}

/** Whether any registration ever took the code (even one since cancelled): then it stays. */
export async function everUsed(db: Database, id: string) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.promoCodeId, id))
    .limit(1);
  return Boolean(row);
}

export async function deletePromoCode(db: Database, id: string) {
  await db.delete(promoCodes).where(eq(promoCodes.id, id));
}

export async function disablePromoCode(db: Database, id: string) {
  await db
    .update(promoCodes)
    .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, now())` })
    .where(eq(promoCodes.id, id));
}

/** Code letters by id, for the registration list and CSV. */
export async function codeNamesOf(db: Database, eventId: string) {
  const rows = await db
    .select({ id: promoCodes.id, code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.code] as const));
}
