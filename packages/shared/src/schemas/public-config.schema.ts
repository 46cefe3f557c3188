import { z } from 'zod';

/** GET /config: what the web app needs to know of the server's configuration, nothing secret. */
export const publicConfigData = z.object({
  /** OAuth client id for Google sign-in; null hides the button. */
  googleClientId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigData>;
