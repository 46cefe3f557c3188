import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/app/api/api-client';

// Mirrors the API's qrCodeData (apps/api/src/modules/qr/qr.routes.ts).
const qrCodeData = z.object({
  qr: z.object({ link: z.string(), payeeCode: z.string(), uniqueId: z.string() }),
});
export type QrIdentity = z.infer<typeof qrCodeData>['qr'];

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
