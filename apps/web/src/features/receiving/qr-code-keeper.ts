import { qrCodeData, type QrIdentity } from '@opentip/shared/schemas/qr.schema';

/**
 * The receiver's QR facts (tip link, unique ID, payee code) kept in this browser per user, so
 * /qrhome still shows the code with the network gone. They hold no money and are printed on the
 * card anyway; the service worker keeps no API answer at all.
 */
const keyOf = (userId: string) => `opentip.qr:${userId}`;

export function keepQrCode(userId: string, qr: QrIdentity): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(qr));
  } catch {
    /* storage unavailable: the page needs the network */
  }
}

export function keptQrCode(userId: string | undefined): QrIdentity | undefined {
  if (!userId) return undefined;
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (!raw) return undefined;
    const parsed = qrCodeData.shape.qr.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
