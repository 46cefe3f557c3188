import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS } from './payments.ts';
import { users } from './users.ts';

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

const money = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A receiver's withdrawal of their available balance to their linked account. Written, with its
 * ledger movement, before the provider is called: `amount` leaves the balance at once; the
 * receiver gets `amount - fee`. A failed payout posts the movement back.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The linked account paid into, as it was when the payout was asked for. */
    accountId: text('account_id').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    providerPayoutId: text('provider_payout_id'),
    failureMessage: text('failure_message'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('payouts_provider_payout_key').on(t.provider, t.providerPayoutId),
    index('payouts_user_created_idx').on(t.userId, t.createdAt),
    index('payouts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payouts_amounts_check', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.fee} < ${t.amount}`),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/**
 * The local sandboxes of PayPal and Flutterwave (and the card sandbox's payouts) keep their side here, as the providers would:
 * orders, captures and refunds; charges, transfers and payouts. `reference` is ours (the tip or
 * payout id), `idempotencyKey` the request's (PayPal-Request-Id, Flutterwave's tx_ref/reference).
 */
export const sandboxProviderRecords = pgTable(
  'sandbox_provider_records',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key'),
    reference: text('reference'),
    status: text('status').notNull(),
    amount: money('amount'),
    currency: text('currency'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.id] }),
    uniqueIndex('sandbox_provider_records_idempotency_key').on(t.provider, t.kind, t.idempotencyKey),
    index('sandbox_provider_records_reference_idx').on(t.provider, t.reference),
  ],
);
