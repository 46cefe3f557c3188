import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';
import { payoutAccountsKey } from './use-payout-accounts.query';

export function linkPaypal(email: string) {
  return apiRequest('/paypal/account', { method: 'POST', body: { email }, schema: payoutAccountsData });
}

/** POST /paypal/account: the PayPal account (its email) that PayPal payouts are sent to. */
export function useLinkPaypalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkPaypal,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(payoutAccountsKey, data);
      void queryClient.invalidateQueries({ queryKey: ['receiving', 'payout-balances'] });
    },
  });
}
