import { errorBody } from '@opentip/shared/schemas/envelope.schema';
import { API_BASE, ApiError } from '@/app/api/api-client';
import { sessionStore } from '@/app/session/session-store';

export type StationQrFormat = 'png' | 'svg' | 'pdf';

/** GET /teams/stations/:id/qr-code: fetched with the bearer token, then saved as a download. */
export async function downloadStationQr(stationId: string, format: StationQrFormat, language: string) {
  const token = sessionStore.get()?.accessToken;
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE}/teams/stations/${stationId}/qr-code?format=${format}&lang=${encodeURIComponent(language)}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.code : `HTTP_${response.status}`,
      message: parsed.success ? parsed.data.message : '',
    });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `station.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
