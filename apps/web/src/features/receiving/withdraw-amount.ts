import { parseMajorAmount } from '@opentip/shared/money';
import { payoutFee } from '@opentip/shared/payouts';
import type { PayoutBalance } from '@opentip/shared/schemas/payouts.schema';

export type WithdrawAmount =
  | { ok: true; amount: number; fee: number; net: number }
  /** invalid: not an amount; belowMinimum / aboveAvailable: refused before asking the server. */
  | { ok: false; problem: 'invalid' | 'belowMinimum' | 'aboveAvailable' };

/**
 * The amount typed, in the balance's currency, checked as the server checks it: at least the
 * minimum, at most what is available, and more than its fee. The fee is the server's own function.
 */
export function withdrawAmountOf(balance: PayoutBalance, text: string): WithdrawAmount {
  const amount = parseMajorAmount(text, balance.currency);
  if (amount === null || amount <= 0) return { ok: false, problem: 'invalid' };
  if (amount > balance.available) return { ok: false, problem: 'aboveAvailable' };
  const fee = payoutFee(balance.terms, amount);
  if (amount < balance.terms.minimum || fee >= amount) return { ok: false, problem: 'belowMinimum' };
  return { ok: true, amount, fee, net: amount - fee };
}

/** Withdrawing is offered only with a linked account and at least the minimum available. */
export function canWithdraw(balance: PayoutBalance): boolean {
  return balance.canWithdraw && balance.available >= balance.terms.minimum && balance.available > 0;
}
