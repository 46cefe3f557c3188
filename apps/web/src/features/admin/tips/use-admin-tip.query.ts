import { useQuery } from '@tanstack/react-query';
import { adminTipDetail } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

export const adminTipQueryKey = (id: string) => ['admin', 'tip', id] as const;

/** GET /admin/tips/{id}: the tip, its ledger lines, refunds and what the provider says of it. */
export async function fetchAdminTip(id: string) {
  const { data } = await apiRequest(`/admin/tips/${encodeURIComponent(id)}`, { schema: adminTipDetail });
  return data;
}

export function useAdminTipQuery(id: string) {
  return useQuery({ queryKey: adminTipQueryKey(id), queryFn: () => fetchAdminTip(id) });
}
