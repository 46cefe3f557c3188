import { useQuery } from '@tanstack/react-query';
import { qrCodeData, type QrIdentity } from '@opentip/shared/schemas/qr.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
import { keepQrCode, keptQrCode } from './qr-code-keeper';

export async function fetchQrCode(): Promise<QrIdentity> {
  const { data } = await apiRequest('/user/qr-code', { schema: qrCodeData });
  return data.qr;
}

/**
 * The signed-in user's tip link, unique ID and payee code (GET /user/qr-code). The last answer is
 * shown at once, and instead of a network failure (qr-code-keeper.ts).
 */
export function useQrCodeQuery(userId: string | undefined) {
  return useQuery({
    queryKey: ['receiving', 'qr-code', userId],
    queryFn: async () => {
      try {
        const qr = await fetchQrCode();
        if (userId) keepQrCode(userId, qr);
        return qr;
      } catch (error) {
        const kept = keptQrCode(userId);
        if (error instanceof ApiError && error.status === 0 && kept) return kept;
        throw error;
      }
    },
    placeholderData: () => keptQrCode(userId),
    // Asked even offline: the kept code answers at once instead of waiting for the network.
    networkMode: 'always',
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}
