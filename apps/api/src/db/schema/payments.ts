import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageKey } from '@opentip/shared/messages';
import { LANGUAGES } from '@opentip/shared/occupations';
import { PROVIDER_NAMES } from '@opentip/shared/payment-rails';
import { PAYMENT_TYPES as TIP_PAYMENT_TYPES, type CreateTipData } from '@opentip/shared/schemas/tips.schema';
import { users } from './users.ts';

export const PAYMENT_PROVIDERS = PROVIDER_NAMES;
export const PAYMENT_TYPES = TIP_PAYMENT_TYPES;
export const TIP_STATUSES = ['pending', 'requiresAction', 'succeeded', 'failed'] as const;
export const SANDBOX_BEHAVIORS = [
  'succeed',
  'decline',
  'insufficientFunds',
  'authenticate',
  'expiredCard',
  'incorrectCvc',
  'processingError',
  // The provider misbehaves on the way, as a remote one can (integrations/payments/sandbox/sandbox-faults.ts).
  'providerError',
  'slowAnswer',
  'providerTimeout',
  'answerLost',
] as const;

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A receiver's accounts where they can be paid, one per provider: a Stripe Connect account (or a
 * sandbox one), a PayPal account, a Flutterwave bank account or mobile-money wallet. The one marked
 * `isDestination` is where their tips go and what givers are offered ways to pay into.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe's acct_..., the PayPal account's email or payer id, Flutterwave's account reference. */
    accountId: text('account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    isDestination: boolean('is_destination').notNull().default(true),
    /** What the receiver recognises it by, masked ("Access Bank ····0031", "M-Pesa +254 7·· ··· 123"). */
    label: text('label'),
    /** The one currency the account is paid out in, where the provider fixes it (Flutterwave). */
    currency: text('currency'),
    /** What the provider needs to pay out into it (bank code and account number, network and phone). */
    details: jsonb('details').$type<Record<string, string>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    uniqueIndex('payment_accounts_provider_account_key').on(t.provider, t.accountId),
    uniqueIndex('payment_accounts_destination_key')
      .on(t.userId)
      .where(sql`${t.isDestination}`),
  ],
);
export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/**
 * A tip from the moment it is asked for: the row is written (pending) before the provider is
 * called, so a crash after the charge leaves a record that reconciliation completes.
 * Amounts are minor units of `currency`; the ledger, not this row, is the source of balances.
 */
export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The caller's user id, or "guest": one Idempotency-Key means one tip per caller. */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: TIP_STATUSES }).notNull().default('pending'),
    /** While it lies ahead, the request that created the row is still working on it. */
    leaseExpiresAt: at('lease_expires_at').notNull(),
    giverUserId: uuid('giver_user_id').references(() => users.id),
    giverEmail: text('giver_email'),
    /** The language of the page the guest paid on: their receipt is written in it (English when unknown). */
    giverLanguage: text('giver_language', { enum: LANGUAGES }),
    fromTeamId: uuid('from_team_id'),
    receiverUserId: uuid('receiver_user_id')
      .notNull()
      .references(() => users.id),
    toTeamId: uuid('to_team_id'),
    /** Whose ledger account the tip is credited to: the receiver or the pool of the team they own. */
    creditTo: text('credit_to', { enum: ['receiver', 'teamPool'] }).notNull(),
    currency: text('currency').notNull(),
    tipAmount: money('tip_amount').notNull(),
    feeAmount: money('fee_amount').notNull(),
    netAmount: money('net_amount').notNull(),
    totalAmount: money('total_amount').notNull(),
    feeBps: integer('fee_bps').notNull(),
    coverFee: boolean('cover_fee').notNull(),
    billAmount: money('bill_amount'),
    percentBps: integer('percent_bps'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    destinationAccountId: text('destination_account_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    refundedAmount: money('refunded_amount').notNull().default(0),
    comment: text('comment'),
    /** Where the request came from and the card's fingerprint at the provider: card-testing limits count failures by them. */
    clientIp: text('client_ip'),
    cardFingerprint: text('card_fingerprint'),
    feedbackTokenHash: text('feedback_token_hash'),
    /** The first answer, replayed to every retry with the same key and body. */
    response: jsonb('response').$type<StoredResponse>(),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('tips_idempotency_key').on(t.idempotencyScope, t.idempotencyKey),
    uniqueIndex('tips_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('tips_receiver_created_idx').on(t.receiverUserId, t.createdAt),
    index('tips_giver_created_idx').on(t.giverUserId, t.createdAt),
    index('tips_to_team_created_idx').on(t.toTeamId, t.createdAt),
    index('tips_from_team_created_idx').on(t.fromTeamId, t.createdAt),
    index('tips_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'requiresAction')`),
    index('tips_failed_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
    check('tips_giver_language_check', sql`${t.giverLanguage} IN ('en', 'fr', 'es', 'ar', 'it', 'de')`),
    check(
      'tips_amounts_check',
      sql`${t.tipAmount} > 0 AND ${t.feeAmount} >= 0 AND ${t.netAmount} >= 0 AND ${t.totalAmount} = ${t.netAmount} + ${t.feeAmount} AND ${t.refundedAmount} BETWEEN 0 AND ${t.totalAmount}`,
    ),
  ],
);

export type StoredResponse =
  | { statusCode: 200; body: { success: true; message: string; data: CreateTipData } }
  | { statusCode: number; code: string; key: MessageKey };

export type TipRow = typeof tips.$inferSelect;

/** Provider notifications already handled, so a redelivered webhook changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_key').on(t.provider, t.eventId)],
);

/**
 * A provider notification whose handling failed (verified, then the handler threw). The provider
 * delivers it again by itself; the administrator's console lists these and can run one again.
 * `payload` is the verified event as the provider sent it (never card data: providers do not send
 * card numbers in notifications). `resolvedAt` is set once a delivery or a retry went through.
 */
export const webhookFailures = pgTable(
  'webhook_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: at('first_failed_at').notNull().defaultNow(),
    lastFailedAt: at('last_failed_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [uniqueIndex('webhook_failures_key').on(t.provider, t.eventId)],
);

/**
 * The sandbox provider's own records, playing the processor's side: tokenized cards (brand,
 * last 4 and expiry only, never the number or CVC) and the charges it made.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  token: text('token').primaryKey(),
  type: text('type', { enum: PAYMENT_TYPES }).notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behavior: text('behavior', { enum: SANDBOX_BEHAVIORS }).notNull(),
  /** The same card number gives the same fingerprint, as at Stripe; null for wallet tokens. */
  fingerprint: text('fingerprint'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    intentId: text('intent_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    destination: text('destination').notNull(),
    applicationFee: money('application_fee').notNull(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'requiresAction'] }).notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    amountRefunded: money('amount_refunded').notNull().default(0),
    /** Like a Stripe PaymentIntent's: lets the giver's browser complete a 3-D Secure step. */
    clientSecret: text('client_secret'),
    /** A charge kept by the platform for a team's pool (no destination), paid on by transfers. */
    transferGroup: text('transfer_group'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey),
    index('sandbox_charges_intent_idx').on(t.intentId),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => sandboxCharges.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey)],
);

/** A giver's customer record at the provider (Stripe Customer), to which saved cards are attached. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_customers_user_provider_key').on(t.userId, t.provider),
    uniqueIndex('payment_customers_customer_key').on(t.provider, t.customerId),
  ],
);

/**
 * Cards a signed-in giver chose to keep: the provider's reusable token with brand, last 4 and
 * expiry, never the number or CVC.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** tok_sandbox_... or Stripe's pm_..., attached to the user's customer at the provider. */
    paymentMethod: text('payment_method').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_cards_user_method_key').on(t.userId, t.provider, t.paymentMethod),
    index('saved_cards_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type SavedCardRow = typeof savedCards.$inferSelect;

/** Money the platform sends on to a connected account (a member's share of a team's pool). */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    destination: text('destination').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    transferGroup: text('transfer_group'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_transfers_idempotency_key').on(t.idempotencyKey)],
);
