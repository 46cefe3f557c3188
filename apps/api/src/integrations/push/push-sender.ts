/** A browser's push subscription as PushSubscription.toJSON() gives it (keys in base64url). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * What the push service answered: `sent` (accepted), `gone` (404/410: the browser unsubscribed, the
 * subscription must be forgotten), `rejected` (another 4xx: retrying the same message cannot help).
 */
export type PushSendOutcome =
  { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'rejected'; status: number };

/** Sends one encrypted Web Push message (RFC 8291) signed with the server's VAPID key (RFC 8292). */
export interface PushSender {
  /** The VAPID public key (base64url) that browsers subscribe with. */
  readonly publicKey: string;
  /** Throws PushServiceUnavailable for what a later retry may fix (429, 5xx, network, time-out). */
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushSendOutcome>;
}

/** The push service could not take the message now; the job that sent it should run again later. */
export class PushServiceUnavailable extends Error {
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PushServiceUnavailable';
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
