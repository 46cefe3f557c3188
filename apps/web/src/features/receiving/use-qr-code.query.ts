import { useQuery } from '@tanstack/react-query';
import { qrCodeData, type QrIdentity } from '@opentip/shared/schemas/qr.schema';
import { apiRequest } from '@/app/api/api-client';

export async function fetchQrCode(): Promise<QrIdentity> {
  const { data } = await apiRequest('/user/qr-code', { schema: qrCodeData });
  return data.qr;
}

/** The signed-in user's tip link, unique ID and payee code (GET /user/qr-code). */
export function useQrCodeQuery(userId: string | undefined) {
  return useQuery({
    queryKey: ['receiving', 'qr-code', userId],
    queryFn: fetchQrCode,
    enabled: Boolean(userId),
    staleTime: Infinity,
  });
}
