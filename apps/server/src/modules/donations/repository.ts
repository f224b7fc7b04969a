import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationPlans, donations, paymentWebhookEvents } from '../../db/schema/index';

// Every donation query, in one place.

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

const receiptNumber = sql`'R-' || to_char(now(), 'YYYY') || '-' ||
  lpad(nextval('donation_receipt_seq')::text, 6, '0')`;

export async function insertDonation(db: Database, values: NewDonation) {
  const [row] = await db.insert(donations).values(values).returning();
  return row!;
}

export async function findDonation(db: Database, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

export async function findByPayment(db: Database, paymentId: string) {
  const [row] = await db.select().from(donations).where(eq(donations.paymentId, paymentId));
  return row;
}

/** Stores Razorpay's order or subscription id once it has answered. */
export async function setRazorpayId(
  db: Database,
  id: string,
  frequency: 'once' | 'monthly',
  razorpayId: string,
) {
  await db
    .update(donations)
    .set(frequency === 'once' ? { orderId: razorpayId } : { subscriptionId: razorpayId })
    .where(eq(donations.id, id));
}

export async function findByOrder(db: Database, orderId: string) {
  const [row] = await db.select().from(donations).where(eq(donations.orderId, orderId));
  return row;
}

/** A monthly donation's own row (not one of its charges). */
export async function findSubscription(db: Database, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.subscriptionId, subscriptionId), eq(donations.isSubscription, true)));
  return row;
}

/**
 * Marks a one-time donation paid with its receipt number, once: the update only matches while
 * it is unpaid, so a second confirmation (Checkout and the webhook both report it) returns nothing.
 */
export async function markPaid(db: Database, id: string, paymentId: string) {
  const [row] = await db
    .update(donations)
    .set({
      status: 'paid',
      paymentId,
      receiptNumber: sql`${receiptNumber}`,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(donations.id, id), inArray(donations.status, ['created', 'failed'])))
    .returning();
  return row;
}

export async function markFailed(db: Database, id: string) {
  await db
    .update(donations)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(donations.id, id), eq(donations.status, 'created')));
}

export async function setSubscriptionStatus(
  db: Database,
  id: string,
  status: 'active' | 'cancelled',
) {
  const [row] = await db
    .update(donations)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(donations.id, id),
        // A cancelled subscription never comes back to life through a late event.
        status === 'active' ? eq(donations.status, 'created') : sql`true`,
      ),
    )
    .returning();
  return row;
}

/** Records one charge of a subscription; nothing when that payment is already recorded. */
export async function insertCharge(db: Database, subscription: DonationRow, paymentId: string) {
  const [row] = await db
    .insert(donations)
    .values({
      userId: subscription.userId,
      donorName: subscription.donorName,
      donorEmail: subscription.donorEmail,
      amount: subscription.amount,
      currency: subscription.currency,
      frequency: 'monthly',
      status: 'paid',
      subscriptionId: subscription.subscriptionId,
      paymentId,
      language: subscription.language,
      receiptNumber: sql`${receiptNumber}`,
      paidAt: sql`now()`,
    })
    .onConflictDoNothing({ target: donations.paymentId })
    .returning();
  return row;
}

/** Claims a webhook event id; false when it was handled before. */
export async function claimWebhookEvent(db: Database, eventId: string, event: string) {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

export async function findPlan(db: Database, amount: number, currency: string) {
  const [row] = await db
    .select()
    .from(donationPlans)
    .where(and(eq(donationPlans.amount, amount), eq(donationPlans.currency, currency)));
  return row?.planId;
}

export async function savePlan(db: Database, planId: string, amount: number, currency: string) {
  await db.insert(donationPlans).values({ planId, amount, currency }).onConflictDoNothing();
  return (await findPlan(db, amount, currency)) ?? planId;
}

/** The donor's donations: by account, or by the email they gave before signing up. */
export async function donationsOf(db: Database, user: { id: string; email: string }) {
  return db
    .select()
    .from(donations)
    .where(or(eq(donations.userId, user.id), eq(donations.donorEmail, user.email)))
    .orderBy(desc(donations.createdAt));
}

export interface LedgerFilter {
  status?: DonationRow['status'] | undefined;
  currency?: DonationRow['currency'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function ledgerWhere(filter: LedgerFilter): SQL | undefined {
  return and(
    filter.status ? eq(donations.status, filter.status) : undefined,
    filter.currency ? eq(donations.currency, filter.currency) : undefined,
    filter.from ? gte(donations.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day, included.
    filter.to
      ? lt(donations.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000))
      : undefined,
  );
}

export async function ledger(db: Database, filter: LedgerFilter) {
  return db
    .select()
    .from(donations)
    .where(ledgerWhere(filter))
    .orderBy(desc(donations.createdAt))
    .limit(5000);
}

/** Money received per currency under the filter: paid rows only. */
export async function ledgerTotals(db: Database, filter: LedgerFilter) {
  return db
    .select({
      currency: donations.currency,
      amount: sql<number>`coalesce(sum(${donations.amount}), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(donations)
    .where(and(ledgerWhere(filter), eq(donations.status, 'paid')))
    .groupBy(donations.currency)
    .orderBy(donations.currency);
}
