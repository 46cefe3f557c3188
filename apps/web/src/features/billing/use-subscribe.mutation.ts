import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribeData, type SubscribeBody } from '@opentip/shared/schemas/billing.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
import { endSubscribeAttempt, subscribeAttemptKey } from './idempotency-key';
import { subscriptionQueryKey } from './use-subscription.query';

/**
 * POST /business/{id}/subscription: choose a plan and pay the first period. A request that never
 * got an answer keeps its key, so tapping again cannot charge twice; any answer settles the attempt.
 */
export async function subscribe(businessId: string, body: SubscribeBody) {
  try {
    const result = await apiRequest(`/business/${encodeURIComponent(businessId)}/subscription`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': subscribeAttemptKey(body) },
      schema: subscribeData,
    });
    endSubscribeAttempt();
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'NETWORK') endSubscribeAttempt();
    throw error;
  }
}

export function useSubscribeMutation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeBody) => subscribe(businessId, body),
    onSuccess: ({ data }) => {
      const { subscription, invoices } = data;
      queryClient.setQueryData(subscriptionQueryKey(businessId), { subscription, invoices });
    },
  });
}
