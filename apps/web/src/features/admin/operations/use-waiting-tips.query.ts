import { useQuery } from '@tanstack/react-query';
import { adminWaitingTipsData } from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';

export const WAITING_TIPS_KEY = ['admin', 'operations', 'reconciliation'] as const;

/** GET /admin/operations/reconciliation: tips still pending after a few minutes, oldest first. */
export async function fetchWaitingTips() {
  const { data } = await apiRequest('/admin/operations/reconciliation', { schema: adminWaitingTipsData });
  return data;
}

export function useWaitingTipsQuery() {
  return useQuery({ queryKey: WAITING_TIPS_KEY, queryFn: fetchWaitingTips });
}
