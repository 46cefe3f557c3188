import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shiftChangesData,
  shiftData,
  shiftsData,
  type CorrectShiftBody,
} from '@opentip/shared/schemas/stations.schema';
import { apiRequest } from '@/app/api/api-client';
import { stationsKey } from './use-stations.query';

const shiftsKey = (teamId: string) => ['stations', teamId, 'shifts'] as const;

/** GET /teams/shifts: open shifts and those of the last 7 days (owner and admins). */
export function useShiftsQuery(teamId: string) {
  return useQuery({
    queryKey: shiftsKey(teamId),
    queryFn: async () =>
      (await apiRequest(`/teams/shifts?teamId=${encodeURIComponent(teamId)}`, { schema: shiftsData })).data
        .shifts,
    retry: false,
  });
}

/** GET /teams/shifts/:id/changes: who changed the shift, what and when. */
export function useShiftChangesQuery(shiftId: string | null) {
  return useQuery({
    queryKey: ['shift-changes', shiftId],
    queryFn: async () =>
      (await apiRequest(`/teams/shifts/${shiftId ?? ''}/changes`, { schema: shiftChangesData })).data.changes,
    enabled: shiftId !== null,
    retry: false,
  });
}

/** PUT /teams/shifts/:id: a manager corrects a forgotten clock-out. */
export function useCorrectShiftMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shiftId, body }: { shiftId: string; body: CorrectShiftBody }) =>
      apiRequest(`/teams/shifts/${shiftId}`, { method: 'PUT', body, schema: shiftData }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: stationsKey(teamId) });
      await queryClient.invalidateQueries({ queryKey: ['shift-changes'] });
    },
  });
}
