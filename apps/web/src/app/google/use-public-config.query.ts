import { useQuery } from '@tanstack/react-query';
import { publicConfigData } from '@opentip/shared/schemas/public-config.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchPublicConfig() {
  const { data } = await apiRequest('/config', { auth: false, schema: publicConfigData });
  return data;
}

/** The server's public configuration (GET /config), read once per visit. */
export function usePublicConfigQuery() {
  return useQuery({ queryKey: ['public-config'], queryFn: fetchPublicConfig, staleTime: Infinity, retry: 1 });
}
