import { useMutation, useQuery } from '@tanstack/react-query';
import { publicStationData, shiftData } from '@opentip/shared/schemas/stations.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /stations/:code: who is on duty at a station, or that tips go to the team pool. */
export function usePublicStationQuery(code: string) {
  return useQuery({
    queryKey: ['public-station', code],
    queryFn: async () =>
      (await apiRequest(`/stations/${encodeURIComponent(code)}`, { auth: false, schema: publicStationData }))
        .data.station,
    retry: false,
  });
}

/** POST /teams/shifts/clock-in by the scanned station's code (a member at work). */
export function useClockInByCodeMutation(code: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest('/teams/shifts/clock-in', {
        method: 'POST',
        body: { stationCode: code },
        schema: shiftData,
      }),
  });
}
