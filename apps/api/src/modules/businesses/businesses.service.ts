import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  isUploadedImage,
  type BusinessDetails,
  type UpdateBusinessBody,
} from '@opentip/shared/schemas/business.schema';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PlaceDirectory } from '../../integrations/places/place-directory.ts';
import type { ImageStore } from '../../integrations/storage/image-store.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { ownBusiness, type BusinessRow } from './business-access.ts';
import { placesUnreachable } from '../places/places.service.ts';
import { releaseImage } from '../users/release-image.ts';

export function presentBusiness(row: BusinessRow): BusinessDetails {
  return {
    id: row.id,
    name: row.name,
    businessType: row.businessType,
    estimatedRevenue: row.estimatedRevenue,
    logo: row.logo,
    address: row.address,
    placeId: row.placeId,
  };
}

/** GET /business/mine: the caller's own business (a business account has exactly one). */
export async function myBusiness(db: Db, caller: UserRow): Promise<BusinessRow> {
  if (caller.accountType !== 'business') throw forbidden('businessAccountsOnly', 'BUSINESS_ACCOUNTS_ONLY');
  const [business] = await db.select().from(businesses).where(eq(businesses.ownerId, caller.id));
  if (!business) throw notFound('businessNotFound', 'BUSINESS_NOT_FOUND');
  return business;
}

/**
 * The address to keep: a picked place is checked with the directory, which also gives its name
 * and address (the client's copy is not trusted); a typed address has no place id.
 */
async function addressOf(
  options: { places: PlaceDirectory; language: string; current: BusinessRow },
  changes: UpdateBusinessBody,
): Promise<{ address: string | null; placeId: string | null }> {
  const { placeId } = changes;
  if (!placeId) return { address: changes.address, placeId: null };
  // The form sends the current place back unchanged: no directory call needed to keep it.
  if (placeId === options.current.placeId) return { address: options.current.address, placeId };
  let place;
  try {
    place = await options.places.details(placeId, options.language);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw placesUnreachable(error);
  }
  if (!place) throw notFound('placeNotFound', 'PLACE_NOT_FOUND');
  return { address: `${place.name}, ${place.address}`, placeId: place.placeId };
}

/** PUT /business/{id}: the owner saves the whole details form. */
export async function updateBusiness(options: {
  db: Db;
  places: PlaceDirectory;
  images: ImageStore;
  log: FastifyBaseLogger;
  caller: UserRow;
  id: string;
  changes: UpdateBusinessBody;
  now: Date;
}): Promise<BusinessRow> {
  const { db, changes } = options;
  const current = await ownBusiness(db, options.caller, options.id);
  const { logo } = changes;
  // Only pictures this server re-encoded (or the one already kept): never an outside address.
  if (logo && logo !== current.logo && !isUploadedImage(logo))
    throw badRequest('logoInvalid', 'LOGO_INVALID');
  const address = await addressOf(
    { places: options.places, language: options.caller.lang, current },
    changes,
  );
  const [updated] = await db
    .update(businesses)
    .set({
      name: changes.name,
      businessType: changes.businessType,
      estimatedRevenue: changes.estimatedRevenue,
      logo,
      ...address,
      updatedAt: options.now,
    })
    .where(eq(businesses.id, current.id))
    .returning();
  if (!updated) throw notFound('businessNotFound', 'BUSINESS_NOT_FOUND');
  if (current.logo !== updated.logo) {
    await releaseImage({ db, images: options.images, log: options.log, url: current.logo });
  }
  return updated;
}
