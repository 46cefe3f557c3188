import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  googleConnectedData,
  googleReviewsData,
  googleUnlinkedData,
} from '@opentip/shared/schemas/reviews.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';
import { PROFILE_QUERY_KEY } from '@/app/api/use-profile.query';
import { sessionStore } from '@/app/session/session-store';

const GOOGLE_PLACE_KEY = ['reviews', 'google-place'] as const;

/** GET /transactionfeedback/getGoogleReviews (404 when nothing is connected: null). */
export function useGooglePlaceQuery(placeId: string | null) {
  return useQuery({
    queryKey: [...GOOGLE_PLACE_KEY, placeId],
    queryFn: async () =>
      (await apiRequest('/transactionfeedback/getGoogleReviews', { schema: googleReviewsData })).data.place,
    enabled: Boolean(placeId),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** SPEC 7: sending the Google id invalidates the cached user. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => {
    sessionStore.updateUser(user);
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };
}

/** POST /transactionfeedback/userGoogleData */
export function useConnectPlaceMutation() {
  const refresh = useRefreshUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) =>
      apiRequest('/transactionfeedback/userGoogleData', {
        method: 'POST',
        body: { placeId },
        schema: googleConnectedData,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...GOOGLE_PLACE_KEY, data.place.placeId], data.place);
      refresh(data.user);
    },
  });
}

/** GET /user/unlinkGoogleAccount */
export function useUnlinkGoogleMutation() {
  const refresh = useRefreshUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/user/unlinkGoogleAccount', { schema: googleUnlinkedData }),
    onSuccess: ({ data }) => {
      queryClient.removeQueries({ queryKey: GOOGLE_PLACE_KEY });
      refresh(data.user);
    },
  });
}
