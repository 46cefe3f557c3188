import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poolContestData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey } from './pool-keys';

/** POST /teams/pool/contests: a member contests a share-out they were part of. */
export function useSendContestMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { runId: string; reason: string }) =>
      apiRequest('/teams/pool/contests', { method: 'POST', body, schema: poolContestData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...poolKey(teamId), 'contests'] }),
  });
}
