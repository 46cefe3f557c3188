import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { stationData, stationsData } from '@opentip/shared/schemas/stations.schema';
import { apiRequest } from '@/app/api/api-client';

export const stationsKey = (teamId: string) => ['stations', teamId] as const;

/** GET /teams/stations: the team's stations and who is on duty at each. */
export function useStationsQuery(teamId: string) {
  return useQuery({
    queryKey: stationsKey(teamId),
    queryFn: async () =>
      (await apiRequest(`/teams/stations?teamId=${encodeURIComponent(teamId)}`, { schema: stationsData }))
        .data,
    retry: false,
  });
}

type StationChange =
  | { kind: 'create'; name: string }
  | { kind: 'rename'; stationId: string; name: string }
  | { kind: 'delete'; stationId: string };

/** POST, PUT or DELETE a station (owner and admins); the list follows. */
export function useStationMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: StationChange): Promise<{ message: string }> => {
      if (change.kind === 'create')
        return apiRequest('/teams/stations', {
          method: 'POST',
          body: { teamId, name: change.name },
          schema: stationData,
        });
      if (change.kind === 'rename')
        return apiRequest(`/teams/stations/${change.stationId}`, {
          method: 'PUT',
          body: { name: change.name },
          schema: stationData,
        });
      return apiRequest(`/teams/stations/${change.stationId}`, { method: 'DELETE', schema: z.object({}) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stationsKey(teamId) }),
  });
}
