import { useQuery } from '@tanstack/react-query';
import { banksData, type FlutterwaveBankCountry } from '@opentip/shared/schemas/payouts.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchFlutterwaveBanks(country: FlutterwaveBankCountry) {
  const { data } = await apiRequest(`/flutterwave/banks?${new URLSearchParams({ country })}`, {
    schema: banksData,
  });
  return data.banks;
}

/** GET /flutterwave/banks?country: the banks Flutterwave pays into there (asked once a country is chosen). */
export function useFlutterwaveBanksQuery(country: FlutterwaveBankCountry | null) {
  return useQuery({
    queryKey: ['receiving', 'flutterwave-banks', country],
    queryFn: () => fetchFlutterwaveBanks(country ?? 'NG'),
    enabled: country !== null,
    staleTime: 60 * 60_000,
  });
}
