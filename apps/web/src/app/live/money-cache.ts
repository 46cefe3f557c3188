import type { QueryClient } from '@tanstack/react-query';

/**
 * Live notifications that move money on the reader's screens: a tip in, a refund, a payout paid or
 * failed, a pool share-out. Payout and pool kinds are matched by prefix so new ones are covered.
 */
export function movesMoney(type: string): boolean {
  return (
    type === 'tipReceived' || type === 'tipRefunded' || type.startsWith('payout') || type.startsWith('pool')
  );
}

/**
 * Every cached figure money changes (issue 27): balances, tips lists, stats and payouts on the
 * dashboard and payouts pages, /Home's tiles, team pools. Open screens read them again at once.
 */
const MONEY_KEYS = [
  ['receiving', 'balance'],
  ['receiving', 'transactions'],
  ['receiving', 'payout-balances'],
  ['receiving', 'payouts'],
  ['home', 'balance'],
  ['home', 'pool'],
  ['teams', 'pool'],
] as const;

export function refreshMoney(queryClient: QueryClient): void {
  for (const queryKey of MONEY_KEYS) void queryClient.invalidateQueries({ queryKey: [...queryKey] });
}
