import type { z } from 'zod';
import type { balanceData } from '@opentip/shared/schemas/tips.schema';

export type Balance = z.infer<typeof balanceData>;
export interface Amount {
  currency: string;
  minor: number;
}

const allCurrencies = (data: Balance) => [data.balance, ...data.otherCurrencies];

/** Today's tips over every currency, and today's amount in each currency it came in. */
export function todayFigures(data: Balance): { count: number; amounts: Amount[] } {
  const figures = allCurrencies(data);
  const amounts = figures
    .filter((f) => f.receivedToday !== 0)
    .map((f) => ({ currency: f.currency, minor: f.receivedToday }));
  return {
    count: figures.reduce((sum, f) => sum + f.todayTips, 0),
    amounts: amounts.length > 0 ? amounts : [{ currency: data.balance.currency, minor: 0 }],
  };
}

/**
 * The balance in every currency held: the user's own first, others beside it, never converted.
 * The own currency's zero is left out only when money is held in another one (no silent zero).
 */
export function availableAmounts(data: Balance): Amount[] {
  const others = data.otherCurrencies.filter((f) => f.available !== 0);
  const own = data.balance;
  const list = own.available !== 0 || others.length === 0 ? [own, ...others] : others;
  return list.map((f) => ({ currency: f.currency, minor: f.available }));
}

/** The ledger holds at least one tip for the receiver (the checklist's last step). */
export function hasReceivedTip(data: Balance): boolean {
  return allCurrencies(data).some((f) => f.total > 0 || f.todayTips > 0);
}
