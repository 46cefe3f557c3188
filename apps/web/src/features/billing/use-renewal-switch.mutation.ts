import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionData } from '@opentip/shared/schemas/billing.schema';
import { apiRequest } from '@/app/api/api-client';
import { subscriptionQueryKey } from './use-subscription.query';

export type RenewalSwitch = 'cancel' | 'resume';

/**
 * POST /business/{id}/subscription/cancel (at the period's end) and /resume (undo that before the
 * end): both answer the subscription and invoices as they now are.
 */
export async function switchRenewal(businessId: string, action: RenewalSwitch) {
  return apiRequest(`/business/${encodeURIComponent(businessId)}/subscription/${action}`, {
    method: 'POST',
    body: {},
    schema: subscriptionData,
  });
}

export function useRenewalSwitchMutation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RenewalSwitch) => switchRenewal(businessId, action),
    onSuccess: ({ data }) => queryClient.setQueryData(subscriptionQueryKey(businessId), data),
  });
}
