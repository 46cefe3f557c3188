import { useQuery } from '@tanstack/react-query';
import { adminSupportDetail } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

export const supportRequestQueryKey = (id: string) => ['admin', 'support', 'request', id] as const;

/** GET /admin/support/{id}: the message and the replies sent so far. */
export async function fetchSupportRequest(id: string) {
  const { data } = await apiRequest(`/admin/support/${encodeURIComponent(id)}`, {
    schema: adminSupportDetail,
  });
  return data;
}

export function useSupportRequestQuery(id: string) {
  return useQuery({ queryKey: supportRequestQueryKey(id), queryFn: () => fetchSupportRequest(id) });
}
