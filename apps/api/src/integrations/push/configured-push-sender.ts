import type { Config } from '../../config.ts';
import type { PushSender } from './push-sender.ts';
import { resolveVapidKeys } from './vapid-keys.ts';
import { createWebPushSender } from './web-push-sender.ts';

/** The push sender main.ts gives the app; undefined (push off) when no VAPID keys are available. */
export function createConfiguredPushSender(
  config: Config,
  log: { warn(message: string): void },
): PushSender | undefined {
  const keys = resolveVapidKeys(config);
  if (!keys) {
    log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (DATABASE_URL is set)');
    return undefined;
  }
  return createWebPushSender(keys);
}
