import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';
import { PushServiceUnavailable, type PushSender, type PushSendOutcome } from './push-sender.ts';

const SEND_TIMEOUT_MS = 10_000;

function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * web-push encrypts the payload (aes128gcm) and signs the VAPID JWT; the request itself goes out
 * through fetch, with a time-out and without following redirects (an endpoint is only ever the
 * push service's own address).
 */
export function createWebPushSender(vapid: VapidKeys): PushSender {
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options): Promise<PushSendOutcome> {
      const request = webPush.generateRequestDetails(target, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        urgency: options.urgency ?? 'normal',
        contentEncoding: 'aes128gcm',
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body ?? undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
      } catch (error) {
        throw new PushServiceUnavailable('push service unreachable', { cause: error });
      }
      const { status } = response;
      if (status >= 200 && status < 300) return { outcome: 'sent' };
      if (status === 404 || status === 410) return { outcome: 'gone' };
      if (status === 429 || status >= 500)
        throw new PushServiceUnavailable(`push service answered ${status}`, {
          status,
          retryAfterSeconds: retryAfterSeconds(response),
        });
      return { outcome: 'rejected', status };
    },
  };
}
