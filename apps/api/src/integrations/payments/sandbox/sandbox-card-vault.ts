import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxPaymentMethods } from '../../../db/schema/payments.ts';
import { sandboxAttachments, sandboxCustomers } from '../../../db/schema/sandbox-vault.ts';
import { badRequest } from '../../../lib/app-error.ts';
import type { CardVault } from '../card-vault.ts';
import { SANDBOX_TOKEN } from './sandbox-tokenizer.ts';

const refused = () => badRequest('paymentMethodInvalid', 'PAYMENT_METHOD_INVALID');

/**
 * As at Stripe: a card attached to a customer is charged only together with that customer, a
 * detached one never again, and one never attached only without a customer.
 */
export function customerMatches(
  attachment: { customerId: string; detachedAt: Date | null } | null,
  customerId: string | null,
): boolean {
  if (!attachment) return customerId === null;
  return attachment.detachedAt === null && attachment.customerId === customerId;
}

/** The sandbox's customers and attached cards, kept in its own tables like the rest of its records. */
export function createSandboxCardVault(db: Db, now: () => Date = () => new Date()): CardVault {
  return {
    provider: 'sandbox',
    acceptsPaymentMethod: (token) => SANDBOX_TOKEN.test(token),

    async createCustomer({ idempotencyKey }) {
      const id = `cus_sandbox_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxCustomers).values({ id, idempotencyKey }).onConflictDoNothing();
      const [customer] = await db
        .select({ id: sandboxCustomers.id })
        .from(sandboxCustomers)
        .where(eq(sandboxCustomers.idempotencyKey, idempotencyKey));
      if (!customer) throw new Error('sandbox customer vanished');
      return customer.id;
    },

    async attach({ customerId, paymentMethod }) {
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.token, paymentMethod));
      // Wallet tokens are one payment's authorization, not a card that can be kept.
      if (!method || method.type !== 'card') throw refused();
      await db.insert(sandboxAttachments).values({ paymentMethod, customerId }).onConflictDoNothing();
      const [attachment] = await db
        .select()
        .from(sandboxAttachments)
        .where(eq(sandboxAttachments.paymentMethod, paymentMethod));
      // Attached to someone else, or detached before (Stripe lets neither be attached again).
      if (attachment?.customerId !== customerId || attachment.detachedAt !== null) throw refused();
      return {
        paymentMethod,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      };
    },

    async detach({ paymentMethod }) {
      await db
        .update(sandboxAttachments)
        .set({ detachedAt: now() })
        .where(
          and(eq(sandboxAttachments.paymentMethod, paymentMethod), isNull(sandboxAttachments.detachedAt)),
        );
    },
  };
}
