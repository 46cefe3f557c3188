import { useQuery } from '@tanstack/react-query';
import { qrCodeData } from '@opentip/shared/schemas/qr.schema';
import { apiRequest } from '@/app/api/api-client';

async function fetchQr() {
  const { data } = await apiRequest('/user/qr-code', { schema: qrCodeData });
  return data.qr;
}

/** GET /user/qr-code: the tip link the receiver's code encodes (the same as /qrhome shows). */
export function useHomeQrQuery(userId: string) {
  return useQuery({ queryKey: ['home', 'qr', userId], queryFn: fetchQr, staleTime: Infinity });
}
