import {
  donationMessages,
  type Language,
  type Donation,
  type DonationOrder,
  type DonationFailed,
  type DonationVerify,
  type donationRequestSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { translateText } from '../../i18n/translate';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/repository';
import { isUuid } from '../events/access';
import type { Mailer } from '../mail/mailer';
import { laterRecipientLanguage } from '../mail/recipient-language';
import type { SiteDefaults } from '../site/repository';
import { sign, signatureMatches, type RazorpayClient, type RazorpayConfig } from './razorpay';
import { organisationOf, receiptMail } from './receipt';
import { donationServerMessages as texts } from './messages';
import * as repo from './repository';
import type { Notifier } from '../registrations/emails';

export interface DonationContext {
  db: Database;
  mailer: Mailer;
  site: SiteDefaults;
  razorpay: { config: RazorpayConfig; client: RazorpayClient } | undefined;
  /** Ticket orders share the account and this webhook (issue 25): their emails need it. */
  ticketNotifier?: Notifier;
}

const notConfigured = () => new HttpError(503, 'not_configured', donationMessages.notConfigured);
const notFound = () => new HttpError(404, 'not_found', donationMessages.notFound);
const badSignature = () => new HttpError(400, 'bad_signature', donationMessages.badSignature);

export function requireRazorpay(ctx: DonationContext) {
  if (!ctx.razorpay) throw notConfigured();
  return ctx.razorpay;
}

export function toDonation(row: repo.DonationRow): Donation {
  return {
    _id: row.id,
    receiptNumber: row.receiptNumber,
    amount: row.amount,
    currency: row.currency,
    frequency: row.frequency,
    status: row.status,
    donorName: row.donorName,
    donorEmail: row.donorEmail,
    paymentId: row.paymentId,
    orderId: row.orderId,
    subscriptionId: row.subscriptionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** Every currency we take has two decimals: 20.5 USD is 2050 cents. */
const minorUnits = (amount: number) => Math.round(amount * 100);

/**
 * Records the donation, then asks Razorpay for an order (once) or a subscription on the plan for
 * this amount and currency (monthly, plans reused). The donation row exists before the call, so
 * a failure at Razorpay leaves a 'failed' row, never a payment we cannot match.
 */
export async function createDonation(
  ctx: DonationContext,
  user: UserRow | undefined,
  input: z.output<typeof donationRequestSchema>,
  language: Language,
): Promise<DonationOrder> {
  const { client } = requireRazorpay(ctx);
  const amount = minorUnits(input.amount);
  const donor = {
    userId: user?.id ?? null,
    donorName: input.donorName || user?.name || null,
    donorEmail: input.donorEmail || user?.email || null,
  };
  const row = await repo.insertDonation(ctx.db, {
    ...donor,
    amount,
    currency: input.currency,
    frequency: input.frequency,
    status: 'created',
    isSubscription: input.frequency === 'monthly',
    language,
  });
  const notes = { donationId: row.id };
  // One budget for every Razorpay call of this donation: a slow Razorpay is a 503 in seconds.
  const deadline = client.deadline();
  try {
    const id =
      input.frequency === 'once'
        ? (
            await client.createOrder(
              { amount, currency: input.currency, receipt: row.id.slice(0, 40), notes },
              deadline,
            )
          ).id
        : (
            await client.createSubscription(
              { planId: await planFor(ctx, amount, input.currency, deadline), notes },
              deadline,
            )
          ).id;
    await repo.setRazorpayId(ctx.db, row.id, input.frequency, id);
    return {
      amount,
      currency: input.currency,
      id,
      kind: input.frequency === 'once' ? 'order' : 'subscription',
      keyId: ctx.razorpay!.config.keyId,
      donationId: row.id,
      failureToken: failureTokenFor(ctx.razorpay!.config, row.id),
      // What Razorpay's payment window shows the donor.
      name: translateText(language, donationMessages.title),
      description: translateText(language, donationMessages.description(input.frequency)),
    };
  } catch (error) {
    await repo.markFailed(ctx.db, row.id);
    throw error;
  }
}

async function planFor(
  ctx: DonationContext,
  amount: number,
  currency: string,
  deadline: AbortSignal,
) {
  const existing = await repo.findPlan(ctx.db, amount, currency);
  if (existing) return existing;
  const plan = await requireRazorpay(ctx).client.createPlan(
    { amount, currency, name: `Monthly donation ${(amount / 100).toFixed(2)} ${currency}` },
    deadline,
  );
  return repo.savePlan(ctx.db, plan.id, amount, currency);
}

async function sendReceipt(ctx: DonationContext, db: Database, row: repo.DonationRow) {
  const language = await laterRecipientLanguage(db, row);
  const mail = receiptMail(row, await organisationOf(db, ctx.site, language), language);
  if (mail) await ctx.mailer.enqueue(db, mail);
}

/** Marks a one-time donation paid (once) and emails its receipt in the same transaction. */
export async function settleOrder(
  ctx: DonationContext,
  db: Database,
  id: string,
  paymentId: string,
) {
  const paid = await repo.markPaid(db, id, paymentId);
  if (paid) await sendReceipt(ctx, db, paid);
  return paid;
}

/** Records a subscription's charge (once per payment), activates it, emails the receipt. */
export async function settleCharge(
  ctx: DonationContext,
  db: Database,
  subscription: repo.DonationRow,
  paymentId: string,
) {
  await repo.setSubscriptionStatus(db, subscription.id, 'active');
  const charge = await repo.insertCharge(db, subscription, paymentId);
  if (charge) await sendReceipt(ctx, db, charge);
  return charge;
}

/**
 * Checkout's success result. Razorpay signs `order_id|payment_id` (orders) or
 * `payment_id|subscription_id` (subscriptions) with the key secret; anything else is refused.
 */
export async function verifyPayment(ctx: DonationContext, input: DonationVerify) {
  const { config } = requireRazorpay(ctx);
  const row = isUuid(input.donationId)
    ? await repo.findDonation(ctx.db, input.donationId)
    : undefined;
  if (!row) throw notFound();
  const paymentId = input.razorpay_payment_id;
  return ctx.db.transaction(async (tx) => {
    if (row.isSubscription) {
      const subscriptionId = row.subscriptionId;
      if (
        !subscriptionId ||
        input.razorpay_subscription_id !== subscriptionId ||
        !signatureMatches(
          config.keySecret,
          `${paymentId}|${subscriptionId}`,
          input.razorpay_signature,
        )
      )
        throw badSignature();
      await settleCharge(ctx, tx, row, paymentId);
    } else {
      const orderId = row.orderId;
      if (
        !orderId ||
        input.razorpay_order_id !== orderId ||
        !signatureMatches(config.keySecret, `${orderId}|${paymentId}`, input.razorpay_signature)
      )
        throw badSignature();
      await settleOrder(ctx, tx, row.id, paymentId);
    }
    const settled = await repo.findByPayment(tx, paymentId);
    return {
      message: donationMessages.thanks(paymentId),
      paymentId,
      donation: toDonation(settled ?? row),
    };
  });
}

/**
 * The secret that lets the browser which started a payment report its failure, and no one else
 * (issue 21 §5): derived from the donation's id under the key secret, so nothing is stored and
 * every process can check it.
 */
export function failureTokenFor(config: RazorpayConfig, donationId: string): string {
  return sign(config.keySecret, `donation-failed|${donationId}`);
}

/**
 * Checkout closed without paying, or the card was declined: the order is marked failed, only on
 * the word of the browser holding its failure token, and only while it is still 'created' — a
 * paid (verified) donation is never turned back.
 */
export async function markFailed(ctx: DonationContext, input: DonationFailed) {
  const { config } = requireRazorpay(ctx);
  if (
    !isUuid(input.donationId) ||
    !signatureMatches(config.keySecret, `donation-failed|${input.donationId}`, input.failureToken)
  )
    throw new HttpError(403, 'forbidden', texts.notYourPayment);
  await repo.markFailed(ctx.db, input.donationId);
  return { message: donationMessages.failed };
}

/** The donor (by account or the email they gave) or a site admin. */
async function requireOwnDonation(db: Database, user: UserRow, id: string) {
  const row = isUuid(id) ? await repo.findDonation(db, id) : undefined;
  if (!row) throw notFound();
  const own = row.userId === user.id || (row.donorEmail !== null && row.donorEmail === user.email);
  if (!own && !user.isAdmin) throw notFound();
  return row;
}

export async function myDonations(db: Database, user: UserRow) {
  return (await repo.donationsOf(db, user)).map(toDonation);
}

export async function receiptOf(ctx: DonationContext, user: UserRow, id: string) {
  const row = await requireOwnDonation(ctx.db, user, id);
  if (row.status !== 'paid') throw new HttpError(409, 'not_paid', texts.notPaid);
  return row;
}

/** Cancels a monthly donation at Razorpay, then here; later charges stop. */
export async function cancelMonthly(ctx: DonationContext, user: UserRow, id: string) {
  const row = await requireOwnDonation(ctx.db, user, id);
  if (!row.isSubscription || !row.subscriptionId)
    throw new HttpError(409, 'not_monthly', texts.notMonthly);
  if (row.status !== 'cancelled') {
    await requireRazorpay(ctx).client.cancelSubscription(row.subscriptionId);
    await repo.setSubscriptionStatus(ctx.db, row.id, 'cancelled');
  }
  return { message: donationMessages.cancelled };
}
