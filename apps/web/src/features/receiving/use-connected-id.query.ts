import { useQuery } from '@tanstack/react-query';
import { connectedIdData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

export const connectedIdKey = (userId: string | undefined) => ['receiving', 'connected-id', userId] as const;

export async function fetchConnectedId(userId: string) {
  const query = new URLSearchParams({ userId });
  const { data } = await apiRequest(`/integration/getstripeConnectedId?${query}`, {
    schema: connectedIdData,
  });
  return data.user.stripeConnectedAccountId;
}

/** GET /integration/getstripeConnectedId?userId: the account the receiver's tips are paid into. */
export function useConnectedIdQuery(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: connectedIdKey(userId),
    queryFn: () => fetchConnectedId(userId ?? ''),
    enabled: enabled && Boolean(userId),
  });
}
