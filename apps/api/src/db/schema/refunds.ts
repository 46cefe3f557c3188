import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tips } from './payments.ts';
import { users } from './users.ts';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A refund asked of the provider, written before the provider is called. At most one per tip is
 * pending at a time (unique partial index), so refunds of one tip run one after the other and the
 * running total sent to the ledger always matches what the provider refunded.
 */
export const tipRefunds = pgTable(
  'tip_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipId: uuid('tip_id')
      .notNull()
      .references(() => tips.id),
    requestedBy: uuid('requested_by').references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The tip's refunded amount once this refund is done: the ledger's running total. */
    refundedTotal: bigint('refunded_total', { mode: 'number' }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** While it lies ahead, the request that reserved the refund is still calling the provider. */
    leaseExpiresAt: at('lease_expires_at').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    uniqueIndex('tip_refunds_one_pending_key')
      .on(t.tipId)
      .where(sql`${t.status} = 'pending'`),
    index('tip_refunds_tip_idx').on(t.tipId, t.createdAt),
    check('tip_refunds_amount_check', sql`${t.amount} > 0 AND ${t.refundedTotal} >= ${t.amount}`),
  ],
);

export type TipRefundRow = typeof tipRefunds.$inferSelect;
