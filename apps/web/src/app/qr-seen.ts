/**
 * Whether a receiver has had their QR code in hand (opened /qrhome, where they also copy and
 * download it): the "get your QR" step of the new receiver's checklist. The server keeps no such
 * fact, so it is remembered per user in this browser.
 */
const keyOf = (userId: string) => `qrSeen:${userId}`;

export function markQrSeen(userId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), 'true');
  } catch {
    /* storage unavailable: the step stays open */
  }
}

export function hasSeenQr(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    return false;
  }
}
