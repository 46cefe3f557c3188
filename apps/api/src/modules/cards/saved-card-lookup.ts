import { and, eq } from 'drizzle-orm';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, savedCards, type TipRow } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { notFound } from '../../lib/app-error.ts';

/** The provider token a tip is paid with: the one sent, or that of the caller's saved card. */
export async function paymentMethodOf(
  db: Db,
  options: { caller: UserRow | null; body: CreateTipBody; provider: ProviderName },
): Promise<string> {
  const { caller, body, provider } = options;
  if (body.paymentMethod !== undefined) return body.paymentMethod;
  // A guest has no saved cards; someone else's card is "not found" as much as a missing one.
  if (!caller || !body.savedCardId) throw notFound('cardNotFound', 'CARD_NOT_FOUND');
  const [card] = await db
    .select({ paymentMethod: savedCards.paymentMethod })
    .from(savedCards)
    .where(
      and(
        eq(savedCards.id, body.savedCardId),
        eq(savedCards.userId, caller.id),
        eq(savedCards.provider, provider),
      ),
    );
  if (!card) throw notFound('cardNotFound', 'CARD_NOT_FOUND');
  return card.paymentMethod;
}

/**
 * The provider customer a tip's card belongs to, when it is one of the giver's saved cards: Stripe
 * charges a card attached to a customer only together with that customer.
 */
export async function customerOfTip(
  db: Db,
  tip: Pick<TipRow, 'giverUserId' | 'paymentMethod' | 'provider'>,
): Promise<string | null> {
  if (!tip.giverUserId) return null;
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(savedCards)
    .innerJoin(
      paymentCustomers,
      and(eq(paymentCustomers.userId, savedCards.userId), eq(paymentCustomers.provider, savedCards.provider)),
    )
    .where(
      and(
        eq(savedCards.userId, tip.giverUserId),
        eq(savedCards.provider, tip.provider),
        eq(savedCards.paymentMethod, tip.paymentMethod),
      ),
    );
  return row?.customerId ?? null;
}
