import { useQuery } from '@tanstack/react-query';
import { poolPreviewData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey, teamQuery } from './pool-keys';

export async function fetchPoolPreview(teamId: string) {
  const { data } = await apiRequest(`/teams/pool/preview?${teamQuery(teamId)}`, { schema: poolPreviewData });
  return data;
}

/** GET /teams/pool/preview: each member's share if the pool were shared out now. */
export function usePoolPreviewQuery(teamId: string) {
  return useQuery({
    queryKey: [...poolKey(teamId), 'preview'],
    queryFn: () => fetchPoolPreview(teamId),
    retry: false,
  });
}
