import { useQuery } from '@tanstack/react-query';
import { subscriptionData } from '@opentip/shared/schemas/billing.schema';
import { apiRequest } from '@/app/api/api-client';

export const subscriptionQueryKey = (businessId: string) => ['business', businessId, 'subscription'] as const;

/** GET /business/{id}/subscription: the status, plan, renewal and invoices (the owner only). */
export async function fetchSubscription(businessId: string) {
  const { data } = await apiRequest(`/business/${encodeURIComponent(businessId)}/subscription`, {
    schema: subscriptionData,
  });
  return data;
}

export function useSubscriptionQuery(businessId: string) {
  return useQuery({
    queryKey: subscriptionQueryKey(businessId),
    queryFn: () => fetchSubscription(businessId),
  });
}
