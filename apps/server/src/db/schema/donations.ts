import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Receipt numbers count up across all donations, never reused (R-2026-000042). */
export const receiptNumbers = pgSequence('donation_receipt_seq', { startWith: 1 });

/**
 * One row per donation: a one-time order, a monthly subscription (status created → active →
 * cancelled; it carries no money itself), or a charge of a subscription (status paid). Money is
 * in minor units. Razorpay's ids are unique, so a charge is never recorded twice.
 */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['USD', 'EUR', 'INR'] }).notNull(),
    frequency: text('frequency', { enum: ['once', 'monthly'] }).notNull(),
    status: text('status', {
      enum: ['created', 'paid', 'failed', 'active', 'cancelled'],
    }).notNull(),
    orderId: text('order_id'),
    subscriptionId: text('subscription_id'),
    /** Set on a subscription's row; its charges are separate rows pointing at it. */
    isSubscription: boolean('is_subscription').notNull().default(false),
    paymentId: text('payment_id'),
    receiptNumber: text('receipt_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The language the donor gave in (DESIGN §7): receipts emailed later (a webhook, a monthly
    // charge) are written in it unless their account has its own.
    language: text('language'),
  },
  (table) => [
    uniqueIndex('donations_order_key').on(table.orderId),
    uniqueIndex('donations_payment_key').on(table.paymentId),
    uniqueIndex('donations_receipt_key').on(table.receiptNumber),
    index('donations_subscription_idx').on(table.subscriptionId),
    index('donations_user_idx').on(table.userId),
    index('donations_email_idx').on(table.donorEmail),
    index('donations_created_idx').on(table.createdAt),
  ],
);

/** Razorpay plans, one per amount and currency, reused by every monthly donor of that amount. */
export const donationPlans = pgTable(
  'donation_plans',
  {
    planId: text('plan_id').primaryKey(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('donation_plans_amount_key').on(table.amount, table.currency)],
);

/** Webhook deliveries already handled: the same event delivered twice changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The support desk: 'Talk to us' messages, which site admins mark handled. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt)],
);
