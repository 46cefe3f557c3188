import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoRedemptions, type PromoCodeRow } from '../../db/schema/billing.ts';
import { conflict } from '../../lib/app-error.ts';

/*
 * A use of a limited code is taken before the card is charged, and given back when the payment is
 * refused: checking the limit first and counting after the charge let every business that checked
 * at the same moment pay with the discount. The redemption row and the counter move together, in
 * one transaction, so `promo_codes.redemptions` is always the number of rows.
 */

interface Claim {
  promo: PromoCodeRow;
  businessId: string;
  /** The subscribe request whose payment holds the use until it is paid or refused. */
  requestId: string;
  now: Date;
}

const redemptionOf = (promoCodeId: string, businessId: string) =>
  and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.businessId, businessId));

/**
 * Takes one use for the business, or refuses: used up (the counter moves only while it is under the
 * limit, a condition PostgreSQL checks again on the row it waited for), or used by this business
 * before. A use held by an earlier attempt of the same business whose payment never finished is
 * taken over by this one: it is the same business's one use, counted once.
 */
export async function claimPromo(db: Db, claim: Claim): Promise<void> {
  const { promo, businessId, requestId } = claim;
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(promoRedemptions)
      .values({ promoCodeId: promo.id, businessId, redeemedAt: claim.now, pendingRequestId: requestId })
      .onConflictDoNothing()
      .returning({ businessId: promoRedemptions.businessId });
    if (!made) {
      const [held] = await tx
        .update(promoRedemptions)
        .set({ pendingRequestId: requestId })
        .where(and(redemptionOf(promo.id, businessId), isNotNull(promoRedemptions.pendingRequestId)))
        .returning({ businessId: promoRedemptions.businessId });
      if (!held) throw conflict('promoCodeAlreadyUsed', 'PROMO_CODE_ALREADY_USED');
      return;
    }
    const [counted] = await tx
      .update(promoCodes)
      .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
      .where(
        and(
          eq(promoCodes.id, promo.id),
          or(isNull(promoCodes.maxRedemptions), lt(promoCodes.redemptions, promoCodes.maxRedemptions)),
        ),
      )
      .returning({ id: promoCodes.id });
    // Thrown inside the transaction: the row made above goes with it.
    if (!counted) throw conflict('promoCodeUsedUp', 'PROMO_CODE_USED_UP');
  });
}

/** The payment took the discount: the use is the business's for good. */
export async function confirmPromoClaim(tx: Db, promoCodeId: string, businessId: string): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ pendingRequestId: null })
    .where(redemptionOf(promoCodeId, businessId));
}

async function giveBack(tx: Db, released: { promoCodeId: string }[]): Promise<void> {
  for (const { promoCodeId } of released)
    await tx
      .update(promoCodes)
      .set({ redemptions: sql`${promoCodes.redemptions} - 1` })
      .where(eq(promoCodes.id, promoCodeId));
}

/** The request's payment was refused (declined, failed 3-D Secure...): its held use is free again. */
export async function releasePromoClaim(tx: Db, requestId: string): Promise<void> {
  const released = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.pendingRequestId, requestId))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  await giveBack(tx, released);
}

/** A first payment that never completed (Stripe gave up its incomplete subscription). */
export async function releasePromoUse(tx: Db, promoCodeId: string, businessId: string): Promise<void> {
  const released = await tx
    .delete(promoRedemptions)
    .where(redemptionOf(promoCodeId, businessId))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  await giveBack(tx, released);
}
