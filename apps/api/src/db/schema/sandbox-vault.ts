import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sandboxPaymentMethods } from './payments.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The sandbox provider's customers (what Stripe Customers are): saved cards are attached to one. */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  /** Creating a customer again with the same key returns the first one, as at Stripe. */
  idempotencyKey: text('idempotency_key').notNull().unique('sandbox_customers_idempotency_key'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Which customer a sandbox token is attached to. Like a Stripe PaymentMethod, a token belongs to
 * at most one customer, and once detached it cannot be used again.
 */
export const sandboxAttachments = pgTable(
  'sandbox_attachments',
  {
    paymentMethod: text('payment_method')
      .primaryKey()
      .references(() => sandboxPaymentMethods.token),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id),
    attachedAt: at('attached_at').notNull().defaultNow(),
    detachedAt: at('detached_at'),
  },
  (t) => [index('sandbox_attachments_customer_idx').on(t.customerId)],
);
