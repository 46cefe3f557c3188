import { connectedIdData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /integration/getstripeConnectedId?userId: the account a tip to this receiver goes to (SPEC 4). */
export async function fetchConnectedAccountId(userId: string): Promise<string | null> {
  const query = new URLSearchParams({ userId });
  const { data } = await apiRequest(`/integration/getstripeConnectedId?${query}`, {
    schema: connectedIdData,
  });
  return data.user.stripeConnectedAccountId;
}
