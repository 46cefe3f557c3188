import { apiDownload } from '@/app/api/api-client';
import { saveFile } from '@/app/api/save-file';

export type QrFileFormat = 'png' | 'svg' | 'pdf';

/**
 * GET /user/qr-code?format=…: the file needs the bearer token, so a plain link cannot fetch it.
 * It is fetched, then handed to the browser to save under the name the server proposes.
 */
export async function downloadQrFile(format: QrFileFormat, language: string): Promise<void> {
  const query = new URLSearchParams({ format, lang: language });
  const { blob, fileName } = await apiDownload(`/user/qr-code?${query.toString()}`);
  saveFile(blob, fileName ?? `opentip-qr.${format}`);
}
