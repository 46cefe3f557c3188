import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentWaysData, type PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /payments/ways: how a giver can pay this receiver in this currency. */
export const paymentWaysQuery = (payee: string, currency: string) =>
  queryOptions({
    queryKey: ['payments', 'ways', payee, currency],
    queryFn: async () => {
      const query = new URLSearchParams({ payee, currency });
      return (await apiRequest(`/payments/ways?${query}`, { auth: false, schema: paymentWaysData })).data;
    },
    staleTime: 60_000,
    retry: false,
  });

/**
 * The ways for the tip's currency, asked again when it changes; null while unknown (the card rail
 * is offered then, as before there were other providers).
 */
export function usePaymentWays(payee: string, currency: string): PaymentWaysData | null {
  const ways = useQuery({ ...paymentWaysQuery(payee, currency), placeholderData: keepPreviousData });
  return ways.isError ? null : (ways.data ?? null);
}
