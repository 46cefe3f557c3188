import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poolContestData } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey } from './pool-keys';

/** POST /teams/pool/contests/answer (owner and admins). */
export function useAnswerContestMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contestId: string; answer: string }) =>
      apiRequest('/teams/pool/contests/answer', { method: 'POST', body, schema: poolContestData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolKey(teamId) }),
  });
}
