import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  scheduledShiftData,
  scheduledShiftsData,
  type ScheduleShiftBody,
} from '@opentip/shared/schemas/stations.schema';
import { teamMembersData } from '@opentip/shared/schemas/teams.schema';
import { apiRequest } from '@/app/api/api-client';

const plannedKey = (teamId: string) => ['stations', teamId, 'planned'] as const;

/** GET /teams/shifts/scheduled: planned shifts not yet over, soonest first. */
export function useScheduledShiftsQuery(teamId: string) {
  return useQuery({
    queryKey: plannedKey(teamId),
    queryFn: async () =>
      (
        await apiRequest(`/teams/shifts/scheduled?teamId=${encodeURIComponent(teamId)}`, {
          schema: scheduledShiftsData,
        })
      ).data.scheduledShifts,
    retry: false,
  });
}

/** Who can be planned: the team's accepted members and admins (not the team's own account). */
export function useShiftPeopleQuery(teamId: string) {
  return useQuery({
    queryKey: ['stations', teamId, 'people'],
    queryFn: async () =>
      (
        await apiRequest(`/teams/get-team-members?teamId=${encodeURIComponent(teamId)}`, {
          schema: teamMembersData,
        })
      ).data.teamMembers.filter((m) => m.status === 'accepted' && m.role !== 'owner'),
    retry: false,
  });
}

type PlanChange = { kind: 'plan'; body: ScheduleShiftBody } | { kind: 'cancel'; id: string };

/** Plan a shift, or cancel one (owner and admins); the list follows. */
export function usePlanMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PlanChange): Promise<{ message: string }> =>
      change.kind === 'plan'
        ? apiRequest('/teams/shifts/scheduled', {
            method: 'POST',
            body: change.body,
            schema: scheduledShiftData,
          })
        : apiRequest(`/teams/shifts/scheduled/${change.id}`, { method: 'DELETE', schema: z.object({}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannedKey(teamId) }),
  });
}
