import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';

export const PROMO_KINDS = ['percent', 'amount', 'freeMonths'] as const;
/** Stored states; "trialing" and "none" are derived from the business's age when no row exists. */
export const STORED_SUBSCRIPTION_STATUSES = ['pending', 'active', 'pastDue', 'lapsed', 'canceled'] as const;
export const INVOICE_STATUSES = ['paid', 'failed', 'open', 'void'] as const;

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Codes made by `npm run admin -- promo create` (stored upper-case; matched case-insensitively). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Percent 1-100, minor units of `currency`, or months 1-24. */
    value: integer('value').notNull(),
    currency: text('currency'),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until'),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    check(
      'promo_codes_value_check',
      sql`(${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 100 AND ${t.currency} IS NULL)
        OR (${t.kind} = 'amount' AND ${t.value} > 0 AND ${t.currency} IS NOT NULL)
        OR (${t.kind} = 'freeMonths' AND ${t.value} BETWEEN 1 AND 24 AND ${t.currency} IS NULL)`,
    ),
    check(
      'promo_codes_redemptions_check',
      sql`${t.redemptions} >= 0 AND (${t.maxRedemptions} IS NULL OR ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/**
 * One redemption per code and business: the unique key is the rule. A row is made, and the code's
 * counter moved, before the card is charged (modules/billing/promo-claims.ts), so `redemptions`
 * always equals the number of rows.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    redeemedAt: at('redeemed_at').notNull().defaultNow(),
    /** The subscribe request whose first payment holds this use while it is open; null once paid. */
    pendingRequestId: uuid('pending_request_id'),
  },
  (t) => [
    uniqueIndex('promo_redemptions_key').on(t.promoCodeId, t.businessId),
    index('promo_redemptions_pending_idx')
      .on(t.pendingRequestId)
      .where(sql`${t.pendingRequestId} IS NOT NULL`),
  ],
);

/**
 * A business's subscription once it has subscribed (before that it is in its trial, or has none).
 * The sandbox renews it from `current_period_end` (job billing-renew-due); Stripe's webhooks keep
 * it in step with Stripe's own subscription.
 */
export const businessSubscriptions = pgTable(
  'business_subscriptions',
  {
    businessId: uuid('business_id')
      .primaryKey()
      .references(() => businesses.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: STORED_SUBSCRIPTION_STATUSES }).notNull(),
    planId: text('plan_id', { enum: ['monthly', 'yearly'] }).notNull(),
    currency: text('currency').notNull(),
    /** The plan's price each renewal, minor units (promo codes apply to the first period only). */
    amount: money('amount').notNull(),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    graceEndsAt: at('grace_ends_at'),
    /** The last renewal attempt that failed: the sandbox retries a day later. */
    lastAttemptAt: at('last_attempt_at'),
    /** The card renewals charge (a sandbox token or Stripe pm_...), attached to the owner's customer. */
    paymentMethod: text('payment_method').notNull(),
    customerId: text('customer_id').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The `created` time of the latest Stripe event applied: older events change nothing. */
    providerStateAt: at('provider_state_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('business_subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    number: text('number').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** The provider's charge or invoice: one invoice per charge, however often it is reported. */
    providerRef: text('provider_ref').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_invoices_provider_ref_key').on(t.providerRef),
    index('billing_invoices_business_idx').on(t.businessId, t.createdAt),
    check('billing_invoices_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** POST /business/{id}/subscription per Idempotency-Key: the same key and body get the same answer. */
export const billingRequests = pgTable(
  'billing_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The successful answer, replayed to retries; refusals are worked out again (nothing was charged). */
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_requests_key').on(t.businessId, t.idempotencyKey)],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type BusinessSubscriptionRow = typeof businessSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;
