/** The service worker that shows pushes (apps/web/public/push-sw.js), for the whole site. */
export const PUSH_WORKER_URL = '/push-sw.js';
/** Who this browser's subscription was registered for; a different person must switch it on again. */
export const PUSH_OWNER_KEY = 'opentip.pushOwner';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function currentPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this server key (the server's keys may have changed since). */
export function madeWithKey(subscription: PushSubscription, vapidPublicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const have = new Uint8Array(key);
  const want = base64UrlToBytes(vapidPublicKey);
  return have.length === want.length && have.every((byte, i) => byte === want[i]);
}

export async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function readOwner(): { userId: string; endpoint: string } | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(PUSH_OWNER_KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'userId' in value && 'endpoint' in value)
      return value as { userId: string; endpoint: string };
  } catch {
    // Storage blocked or the value damaged: as if nobody had switched it on.
  }
  return null;
}

export function writeOwner(owner: { userId: string; endpoint: string } | null): void {
  try {
    if (owner) window.localStorage.setItem(PUSH_OWNER_KEY, JSON.stringify(owner));
    else window.localStorage.removeItem(PUSH_OWNER_KEY);
  } catch {
    // Without storage the switch shows off after a reload; pushes still arrive.
  }
}
