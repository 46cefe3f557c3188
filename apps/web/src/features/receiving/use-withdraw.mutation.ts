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

/** Withdraws; the balances and the history are asked again whatever the answer (money may have moved). */
export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['receiving', 'payout-balances'] });
      void queryClient.invalidateQueries({ queryKey: ['receiving', 'payouts'] });
      void queryClient.invalidateQueries({ queryKey: ['receiving', 'balance'] });
    },
  });
}
