import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderName } from '@opentip/shared/payment-rails';
import { payoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';
import { payoutAccountsKey } from './use-payout-accounts.query';

export function setDestination(provider: ProviderName) {
  return apiRequest('/payout-accounts/destination', {
    method: 'PUT',
    body: { provider },
    schema: payoutAccountsData,
  });
}

/** PUT /payout-accounts/destination: the tips from now on are paid through this provider. */
export function useSetDestinationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDestination,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(payoutAccountsKey, data);
      void queryClient.invalidateQueries({ queryKey: ['receiving', 'payee-details'] });
    },
  });
}
