import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { poolPolicy, type PoolPolicyBody } from '@opentip/shared/schemas/team-pool.schema';
import { apiRequest } from '@/app/api/api-client';
import { poolKey } from './pool-keys';

const savedPolicy = z.object({ policy: poolPolicy });

/** PUT /teams/pool/policy (the owner): the preview and overview follow the new policy. */
export function useSavePolicyMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PoolPolicyBody) =>
      apiRequest('/teams/pool/policy', { method: 'PUT', body, schema: savedPolicy }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolKey(teamId) }),
  });
}
