import { useCallback, useEffect, useState } from 'react';
import { usePublicConfigQuery } from '@/app/google/use-public-config.query';
import { useSession } from '@/app/session/use-session';
import {
  PUSH_WORKER_URL,
  base64UrlToBytes,
  currentPermission,
  existingSubscription,
  madeWithKey,
  pushSupported,
  readOwner,
  writeOwner,
} from './push-browser';
import { deleteSubscription, saveSubscription } from './push-subscription-api';

export interface PushSubscriptionControl {
  /** The browser can receive pushes and the server sends them (it has VAPID keys). */
  supported: boolean;
  permission: NotificationPermission | 'unsupported';
  /** This device is notified of the signed-in person's notifications. */
  subscribed: boolean;
  /** Still finding out what this browser has, or switching. */
  busy: boolean;
  /** Asks permission, subscribes and registers; answers whether the device is now notified. */
  enable(): Promise<boolean>;
  disable(): Promise<void>;
}

/**
 * Web Push on this device for the signed-in person. The server forgets a device when the session
 * that registered it ends (sign-out), so a device the same person switched on before is
 * registered again silently; someone else signing in on it must switch it on themselves.
 */
export function usePushSubscription(): PushSubscriptionControl {
  const userId = useSession()?.user.id;
  const config = usePublicConfigQuery();
  const vapidPublicKey = config.data?.vapidPublicKey ?? null;
  const supported = pushSupported() && vapidPublicKey !== null;
  const [permission, setPermission] = useState(currentPermission);
  const [subscribed, setSubscribed] = useState(false);
  const [checking, setChecking] = useState(true);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    if (!supported || !userId || !vapidPublicKey) {
      setChecking(config.isPending);
      return;
    }
    let alive = true;
    setChecking(true);
    (async () => {
      const existing = await existingSubscription();
      const owner = readOwner();
      const mine =
        existing !== null &&
        Notification.permission === 'granted' &&
        owner?.userId === userId &&
        owner.endpoint === existing.endpoint &&
        madeWithKey(existing, vapidPublicKey);
      if (mine) await saveSubscription(existing.toJSON());
      if (alive) setSubscribed(mine);
    })()
      .catch(() => alive && setSubscribed(false))
      .finally(() => alive && setChecking(false));
    return () => {
      alive = false;
    };
  }, [supported, userId, vapidPublicKey, config.isPending]);

  const enable = useCallback(async () => {
    if (!supported || !vapidPublicKey || !userId) return false;
    setSwitching(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return false;
      await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !madeWithKey(subscription, vapidPublicKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(vapidPublicKey),
      });
      await saveSubscription(subscription.toJSON());
      writeOwner({ userId, endpoint: subscription.endpoint });
      setSubscribed(true);
      return true;
    } finally {
      setSwitching(false);
    }
  }, [supported, vapidPublicKey, userId]);

  const disable = useCallback(async () => {
    setSwitching(true);
    try {
      const subscription = await existingSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      writeOwner(null);
      setSubscribed(false);
    } finally {
      setSwitching(false);
    }
  }, []);

  return { supported, permission, subscribed, busy: checking || switching, enable, disable };
}
