import { apiDownload } from '@/app/api/api-client';
import { saveFile } from '@/app/api/save-file';

export type StationQrFormat = 'png' | 'svg' | 'pdf';

/** GET /teams/stations/:id/qr-code: fetched with the bearer token, then saved as a download. */
export async function downloadStationQr(stationId: string, format: StationQrFormat, language: string) {
  const query = new URLSearchParams({ format, lang: language });
  const { blob, fileName } = await apiDownload(`/teams/stations/${stationId}/qr-code?${query.toString()}`);
  saveFile(blob, fileName ?? `station.${format}`);
}
