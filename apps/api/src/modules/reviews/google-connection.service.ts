import { and, eq } from 'drizzle-orm';
import type { GooglePlace } from '@opentip/shared/schemas/reviews.schema';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import {
  googleReviewLink,
  type PlaceDetails,
  type PlaceDirectory,
} from '../../integrations/places/place-directory.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';

const placeNotFound = () => notFound('placeNotFound', 'PLACE_NOT_FOUND');

/** The directory's answer; an outage is a 503 the person can retry, never a 500. */
async function detailsOf(
  places: PlaceDirectory,
  placeId: string,
  language: string,
): Promise<PlaceDetails | null> {
  try {
    return await places.details(placeId, language);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(503, 'PLACES_UNREACHABLE', 'placesUnreachable', error);
  }
}

export function presentPlace(place: PlaceDetails): GooglePlace {
  return {
    placeId: place.placeId,
    name: place.name,
    address: place.address,
    rating: place.rating ?? null,
    reviewCount: place.reviewCount ?? null,
    reviews: place.reviews.map(({ author, rating, text, publishedAt }) => ({
      author,
      rating,
      text,
      publishedAt,
    })),
    reviewLink: googleReviewLink(place.placeId),
  };
}

/**
 * POST /transactionfeedback/userGoogleData: the receiver's Google place, checked with the
 * directory first. A business's own record takes it too, so its venue and its reviews agree.
 */
export async function connectGooglePlace(
  db: Db,
  options: { user: UserRow; placeId: string; places: PlaceDirectory; now: Date },
): Promise<{ user: UserRow; place: PlaceDetails }> {
  const { user, now } = options;
  if (user.userType !== 'payee')
    throw forbidden('googleReviewsReceiversOnly', 'GOOGLE_REVIEWS_RECEIVERS_ONLY');
  const place = await detailsOf(options.places, options.placeId, user.lang);
  if (!place) throw placeNotFound();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ placeId: place.placeId, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (user.accountType === 'business')
      await tx
        .update(businesses)
        .set({ placeId: place.placeId, updatedAt: now })
        .where(eq(businesses.ownerId, user.id));
    return row;
  });
  if (!updated) throw notFound();
  return { user: updated, place };
}

/** GET /transactionfeedback/getGoogleReviews: the connected place as Google shows it now. */
export async function connectedGooglePlace(options: {
  user: UserRow;
  places: PlaceDirectory;
}): Promise<PlaceDetails> {
  const { user } = options;
  if (!user.placeId) throw notFound('googleNotConnected', 'GOOGLE_NOT_CONNECTED');
  const place = await detailsOf(options.places, user.placeId, user.lang);
  if (!place) throw placeNotFound();
  return place;
}

/**
 * GET /user/unlinkGoogleAccount: forgets the connected place (the business's too, when it is the
 * same one); the address text stays. Unlinking twice answers the same.
 */
export async function unlinkGooglePlace(db: Db, options: { user: UserRow; now: Date }): Promise<UserRow> {
  const { user, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ placeId: null, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (user.accountType === 'business' && user.placeId)
      await tx
        .update(businesses)
        .set({ placeId: null, updatedAt: now })
        .where(and(eq(businesses.ownerId, user.id), eq(businesses.placeId, user.placeId)));
    return row ?? user;
  });
}
