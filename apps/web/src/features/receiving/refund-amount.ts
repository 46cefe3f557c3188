import type { MessageKey } from '@opentip/shared/messages';
import { parseMajorAmount, splitRefund } from '@opentip/shared/money';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';

/** What can still be given back: the whole charge less what earlier refunds returned. */
export function refundableOf(tip: TipTransaction): number {
  return Math.max(0, tip.amounts.total - tip.refundedAmount);
}

/** Only a paid tip with something left can be refunded (the server says the same). */
export function isRefundable(tip: TipTransaction): boolean {
  return tip.status === 'succeeded' && refundableOf(tip) > 0;
}

export type RefundChoice = 'full' | 'partial';

export type RefundAmount =
  | {
      ok: true;
      /** What the giver gets back, in minor units. */
      amount: number;
      /** How much of it comes out of the receiver's share (the rest is the platform fee). */
      fromReceiver: number;
    }
  | { ok: false; error: MessageKey };

/** The amount typed in the tip's currency, checked against its minor units and what is left. */
export function refundAmountOf(tip: TipTransaction, choice: RefundChoice, text: string): RefundAmount {
  const left = refundableOf(tip);
  let amount = left;
  if (choice === 'partial') {
    const parsed = parseMajorAmount(text, tip.currency);
    if (parsed === null || parsed <= 0 || parsed > left) return { ok: false, error: 'refundAmountInvalid' };
    amount = parsed;
  }
  const { net } = splitRefund({
    refund: amount,
    refundedBefore: tip.refundedAmount,
    total: tip.amounts.total,
    fee: tip.amounts.fee,
  });
  return { ok: true, amount, fromReceiver: net };
}
