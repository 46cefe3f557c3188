import { z } from 'zod';

/** Devices one person may have notified; registering one more drops the least recently registered. */
export const PUSH_SUBSCRIPTIONS_PER_PERSON = 10;
/** Browsers' push addresses are a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX = 2048;

// Unpadded base64url as PushSubscription.toJSON() gives it (padding tolerated).
const base64Url = (bytes: number) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`);
/** An uncompressed P-256 point (65 bytes, 0x04 first: base64url "B...") and a 16-byte auth secret. */
const P256DH = base64Url(65);
const AUTH_SECRET = base64Url(16);

const endpoint = z
  .string({ error: 'pushEndpointInvalid' })
  .max(PUSH_ENDPOINT_MAX, 'pushEndpointInvalid')
  .url('pushEndpointInvalid');

/**
 * POST /notifications/push-subscription: a browser's PushSubscription.toJSON() (its
 * `expirationTime` is ignored). Whether the endpoint's host is a push service is the server's check.
 */
export const pushSubscriptionBody = z.object(
  {
    endpoint,
    keys: z.object(
      {
        p256dh: z
          .string({ error: 'pushKeysInvalid' })
          .regex(P256DH, 'pushKeysInvalid')
          .startsWith('B', 'pushKeysInvalid'),
        auth: z.string({ error: 'pushKeysInvalid' }).regex(AUTH_SECRET, 'pushKeysInvalid'),
      },
      { error: 'pushKeysInvalid' },
    ),
  },
  { error: 'invalidRequest' },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /notifications/push-subscription: stop notifying this browser. */
export const pushUnsubscribeBody = z.object(
  {
    endpoint: z.string({ error: 'pushEndpointInvalid' }).min(1, 'pushEndpointInvalid').max(PUSH_ENDPOINT_MAX),
  },
  { error: 'invalidRequest' },
);
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export const pushSubscriptionData = z.object({ endpoint: z.string(), subscribed: z.literal(true) });
/** `removed` is false when the caller had no such subscription (already gone, or never theirs). */
export const pushUnsubscribeData = z.object({ endpoint: z.string(), removed: z.boolean() });

/** What the service worker receives in a push and shows (push-sw.js reads these fields). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of this site to open on click. */
  url: z.string(),
  /** Notifications with one tag replace each other: a retried delivery never shows twice. */
  tag: z.string(),
  /** Text direction of the person's language (Arabic is right-to-left). */
  dir: z.enum(['ltr', 'rtl']),
  lang: z.string(),
  notificationId: z.string(),
  type: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;
