import { splitRefund } from '@opentip/shared/money';
import type { LedgerAccountKind } from '../../db/schema/ledger.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';

/** One side of a movement: a signed amount (debit positive) on the account named by key. */
export interface LedgerLine {
  accountKey: string;
  kind: LedgerAccountKind;
  currency: string;
  amount: number;
}

export const accountKeys = {
  clearing: (provider: ProviderName) => `providerClearing:${provider}`,
  /**
   * What the platform owes a receiver, per provider that holds the money: the card rail's tips
   * ("receiver:<id>", paid into their connected account) apart from what PayPal and Flutterwave
   * collected ("receiver:<id>:paypal"), since each is paid out only through its own provider.
   */
  receiver: (userId: string, provider?: ProviderName) =>
    provider === 'paypal' || provider === 'flutterwave'
      ? `receiver:${userId}:${provider}`
      : `receiver:${userId}`,
  teamPool: (teamId: string) => `teamPool:${teamId}`,
  platformFee: 'platformFee',
} as const;

/** Whose account a tip is credited to: the receiver's own, or the pool of the team they own. */
export interface CreditTarget {
  accountKey: string;
  kind: 'receiver' | 'teamPool';
}

export interface TipAmounts {
  provider: ProviderName;
  currency: string;
  total: number;
  fee: number;
  net: number;
  credit: CreditTarget;
}

const nonZero = (lines: LedgerLine[]) => lines.filter((line) => line.amount !== 0);

/** A paid tip: the provider holds the total, owed on to the receiver (net) and to us (fee). */
export function tipLines(tip: TipAmounts): LedgerLine[] {
  const { currency } = tip;
  return nonZero([
    { accountKey: accountKeys.clearing(tip.provider), kind: 'providerClearing', currency, amount: tip.total },
    { accountKey: tip.credit.accountKey, kind: tip.credit.kind, currency, amount: -tip.net },
    { accountKey: accountKeys.platformFee, kind: 'platformFee', currency, amount: -tip.fee },
  ]);
}

/** A refund reverses a share of the tip's lines; refunds in parts add up to one full reversal. */
export function refundLines(
  tip: TipAmounts,
  refund: { amount: number; refundedBefore: number },
): LedgerLine[] {
  const split = splitRefund({
    refund: refund.amount,
    refundedBefore: refund.refundedBefore,
    total: tip.total,
    fee: tip.fee,
  });
  const amount = refund.amount;
  const { currency } = tip;
  return nonZero([
    { accountKey: accountKeys.clearing(tip.provider), kind: 'providerClearing', currency, amount: -amount },
    { accountKey: tip.credit.accountKey, kind: tip.credit.kind, currency, amount: split.net },
    { accountKey: accountKeys.platformFee, kind: 'platformFee', currency, amount: split.fee },
  ]);
}

/** Per currency, the lines of one transaction sum to zero; amounts are non-zero safe integers. */
export function isBalanced(lines: LedgerLine[]): boolean {
  const sums = new Map<string, bigint>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) return false;
    sums.set(line.currency, (sums.get(line.currency) ?? 0n) + BigInt(line.amount));
  }
  return lines.length > 0 && [...sums.values()].every((sum) => sum === 0n);
}

/** A receiver's withdrawal: what we owed them leaves with the provider that holds their money. */
export interface PayoutAmounts {
  userId: string;
  provider: ProviderName;
  currency: string;
  amount: number;
}

/** A payout: the receiver's balance goes down by `amount` (the fee is part of it), paid out of clearing. */
export function payoutLines(payout: PayoutAmounts): LedgerLine[] {
  const { currency, amount } = payout;
  return [
    { accountKey: accountKeys.receiver(payout.userId, payout.provider), kind: 'receiver', currency, amount },
    {
      accountKey: accountKeys.clearing(payout.provider),
      kind: 'providerClearing',
      currency,
      amount: -amount,
    },
  ];
}

/** A payout that failed: its lines reversed, so the money is back in the balance. */
export function payoutReturnLines(payout: PayoutAmounts): LedgerLine[] {
  return payoutLines(payout).map((line) => ({ ...line, amount: -line.amount }));
}
