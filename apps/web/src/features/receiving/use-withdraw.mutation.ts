import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutData, type CreatePayoutBody } from '@opentip/shared/schemas/payouts.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
import { endWithdrawAttempt, withdrawAttemptKey } from './withdraw-attempt';

/**
 * POST /payouts. A request that never got an answer keeps its key, so trying again cannot withdraw
 * twice; any answer of the server settles the attempt.
 */
export async function withdraw(body: CreatePayoutBody) {
  try {
    const result = await apiRequest('/payouts', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': withdrawAttemptKey(body) },
      schema: payoutData,
    });
    endWithdrawAttempt();
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'NETWORK') endWithdrawAttempt();
    throw error;
  }
}

/**
 * Withdraws; the balances and the history are asked again whatever the answer (money may have moved).
 * The mutation settles once they are back, so the page behind the outcome is already up to date:
 * when the outcome closes, a Withdraw with nothing left is disabled before the focus returns to it,
 * not while the keyboard user is on it (issue 28).
 */
export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () =>
      Promise.all(
        (['payout-balances', 'payouts', 'balance'] as const).map((key) =>
          queryClient.invalidateQueries({ queryKey: ['receiving', key] }),
        ),
      ),
  });
}
