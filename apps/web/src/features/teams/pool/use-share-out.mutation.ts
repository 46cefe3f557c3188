import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poolRunData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey } from './pool-keys';

/**
 * POST /teams/pool/runs (owner and admins): shares the pool out now. Whatever the answer, the
 * pool may have changed meanwhile (a refusal says why), so everything about it is asked again.
 */
export function useShareOutMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/teams/pool/runs', { method: 'POST', body: { teamId }, schema: poolRunData }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: poolKey(teamId) }),
  });
}
