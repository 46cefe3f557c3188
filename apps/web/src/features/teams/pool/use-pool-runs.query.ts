import { useInfiniteQuery } from '@tanstack/react-query';
import { poolRunsData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey } from './pool-keys';

export async function fetchPoolRuns(teamId: string, page: number) {
  const query = new URLSearchParams({ teamId, page: String(page) }).toString();
  const { data } = await apiRequest(`/teams/pool/runs?${query}`, { schema: poolRunsData });
  return data;
}

/** GET /teams/pool/runs: the share-outs, newest first, ten a page; "show more" asks the next. */
export function usePoolRunsQuery(teamId: string) {
  return useInfiniteQuery({
    queryKey: [...poolKey(teamId), 'runs'],
    queryFn: ({ pageParam }) => fetchPoolRuns(teamId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: false,
  });
}
