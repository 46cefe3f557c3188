import { z } from 'zod';

/** GET /config: what the web app needs to know of the server's configuration, nothing secret. */
export const publicConfigData = z.object({
  /** OAuth client id for Google sign-in; null hides the button. */
  googleClientId: z.string().nullable(),
  /** The VAPID public key browsers subscribe to Web Push with (base64url); null when push is off. */
  vapidPublicKey: z.string().nullable().default(null),
});
export type PublicConfig = z.infer<typeof publicConfigData>;
