import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import type { ImageStore } from '../../integrations/storage/image-store.ts';

/**
 * Deletes a picture its owner no longer uses (replaced, or account deleted), so a face does not stay
 * public at an old address. Kept when any account or business still points at it: paths are not
 * secret and may have been copied. Best effort: a failure is logged, the user's action stands.
 */
export async function releaseImage(options: {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  url: string | null;
}): Promise<void> {
  const { db, url } = options;
  if (!url) return;
  try {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.profileImg, url)).limit(1);
    const [business] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.logo, url))
      .limit(1);
    if (!user && !business) await options.images.remove(url);
  } catch (error) {
    options.log.warn({ err: error, url }, 'could not release an image');
  }
}
