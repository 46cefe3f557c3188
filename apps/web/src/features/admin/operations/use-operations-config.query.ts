import { useQuery } from '@tanstack/react-query';
import { adminConfigData } from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /admin/operations/config: the server's settings, read-only; secrets only as set or not. */
export async function fetchOperationsConfig() {
  const { data } = await apiRequest('/admin/operations/config', { schema: adminConfigData });
  return data;
}

export function useOperationsConfigQuery() {
  return useQuery({ queryKey: ['admin', 'operations', 'config'], queryFn: fetchOperationsConfig });
}
