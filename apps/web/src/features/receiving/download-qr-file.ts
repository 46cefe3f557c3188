import { errorBody } from '@opentip/shared/schemas/envelope.schema';
import { API_BASE, ApiError } from '@/app/api/api-client';
import { sessionStore } from '@/app/session/session-store';

export type QrFileFormat = 'png' | 'svg' | 'pdf';

/** The file name the server proposes in Content-Disposition, else one of ours. */
function fileNameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * GET /user/qr-code?format=…: the file needs the bearer token, so a plain link cannot fetch it.
 * It is fetched, then handed to the browser as a blob to save.
 */
export async function fetchQrFile(
  format: QrFileFormat,
  language: string,
): Promise<{ blob: Blob; fileName: string }> {
  const token = sessionStore.get()?.accessToken;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/user/qr-code?format=${format}&lang=${encodeURIComponent(language)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK', message: '', key: 'networkError' });
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(await response.json().catch(() => null));
    if (response.status === 401 && token) sessionStore.clear();
    throw new ApiError({
      status: response.status,
      code: parsed.success ? parsed.data.code : `HTTP_${response.status}`,
      message: parsed.success ? parsed.data.message : '',
    });
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response, `opentip-qr.${format}`) };
}

/** Saves a blob under a name, as a download the browser shows. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
