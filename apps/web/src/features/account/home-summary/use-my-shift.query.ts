import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { myShiftData, shiftData } from '@opentip/shared/schemas/stations.schema';
import { apiRequest } from '@/app/api/api-client';

const MY_SHIFT_KEY = ['home', 'shift'] as const;

/** GET /teams/shifts/mine: the person's open shift and their team's stations. */
export function useMyShiftQuery(enabled: boolean) {
  return useQuery({
    queryKey: MY_SHIFT_KEY,
    queryFn: async () => (await apiRequest('/teams/shifts/mine', { schema: myShiftData })).data,
    enabled,
    retry: false,
  });
}

/** Clock in at a station (its id) or out (null): one tap on /Home. */
export function useClockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stationId: string | null) =>
      stationId
        ? apiRequest('/teams/shifts/clock-in', { method: 'POST', body: { stationId }, schema: shiftData })
        : apiRequest('/teams/shifts/clock-out', { method: 'POST', body: {}, schema: shiftData }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SHIFT_KEY }),
  });
}
