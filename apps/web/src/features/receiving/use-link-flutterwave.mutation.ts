import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutAccountsData, type FlutterwaveAccountBody } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';
import { payoutAccountsKey } from './use-payout-accounts.query';

export function linkFlutterwave(body: FlutterwaveAccountBody) {
  return apiRequest('/flutterwave/account', { method: 'POST', body, schema: payoutAccountsData });
}

/** POST /flutterwave/account: a bank account (its holder resolved by Flutterwave) or a mobile-money wallet. */
export function useLinkFlutterwaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkFlutterwave,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(payoutAccountsKey, data);
      void queryClient.invalidateQueries({ queryKey: ['receiving', 'payout-balances'] });
    },
  });
}
