import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkAccountData } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';
import { PROFILE_QUERY_KEY } from '@/app/api/use-profile.query';
import { sessionStore } from '@/app/session/session-store';

export function linkAccount() {
  return apiRequest('/user/checkStripAccount', { method: 'POST', schema: linkAccountData });
}

/**
 * POST /user/checkStripAccount: creates (or refreshes) the receiver's connected account. Sandbox
 * mode answers a ready account; Stripe mode an onboarding link to finish at Stripe.
 */
export function useLinkAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: ({ data }) => {
      sessionStore.updateUser({ stripeConnectedAccountId: data.user.stripeConnectedAccountId });
      void queryClient.invalidateQueries({ queryKey: ['receiving'] });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
